import { describe, expect, it } from 'vitest';
import { measurePageProgress, measureScrollProgress } from './progress';

// Four images of 1000 px each on a 500 px wide strip (ratio 2), in an 800 px viewport: 4000 px in all.
const geometry = { stripWidth: 500, viewportHeight: 800, ratios: [2, 2, 2, 2] };

describe('measureScrollProgress', () => {
  it('counts the first screen as seen at the top', () => {
    expect(measureScrollProgress({ ...geometry, stripTop: 0 })).toEqual({ lastImage: 0, percent: 20 });
  });

  it('names the image at the top of the viewport', () => {
    expect(measureScrollProgress({ ...geometry, stripTop: -998 }).lastImage).toBe(0);
    expect(measureScrollProgress({ ...geometry, stripTop: -1000 }).lastImage).toBe(1);
    expect(measureScrollProgress({ ...geometry, stripTop: -2500 })).toEqual({ lastImage: 2, percent: 82.5 });
  });

  it('reads from the reading line below the bar: an image brought to the line is the one named', () => {
    // Image 2 starts 2000 px down the strip; scrolled to sit just under a 48 px bar, the strip's top is at -1952.
    expect(measureScrollProgress({ ...geometry, stripTop: -1952, readLine: 48 }).lastImage).toBe(2);
    expect(measureScrollProgress({ ...geometry, stripTop: -1952 }).lastImage).toBe(1);
    // What has been on screen does not depend on the bar.
    expect(measureScrollProgress({ ...geometry, stripTop: -1952, readLine: 48 }).percent).toBe(68.8);
  });

  it('reaches 100 when the last image is fully shown and stays there', () => {
    expect(measureScrollProgress({ ...geometry, stripTop: -3200 }).percent).toBe(100);
    expect(measureScrollProgress({ ...geometry, stripTop: -3900 })).toEqual({ lastImage: 3, percent: 100 });
  });

  it('reports nothing before the strip has a width', () => {
    expect(measureScrollProgress({ ...geometry, stripWidth: 0, stripTop: -3000 })).toEqual({
      lastImage: 0,
      percent: 0,
    });
  });
});

describe('measurePageProgress', () => {
  it('counts the shown page as read', () => {
    expect(measurePageProgress(0, 8)).toEqual({ lastImage: 0, percent: 12.5 });
    expect(measurePageProgress(5, 8)).toEqual({ lastImage: 5, percent: 75 });
  });

  it('keeps the last episode image on the end page', () => {
    expect(measurePageProgress(9, 8)).toEqual({ lastImage: 7, percent: 100 });
  });
});
