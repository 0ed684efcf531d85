import { describe, expect, it } from 'vitest';
import { anchoredScroll } from './zoom-anchor';

// A strip 4000 px long starting at the top of the page, scrolled 1000 px down, pointer 300 px below the window top.
const strip = { scroll: 1000, start: 0, size: 4000, anchor: 300 };

describe('anchoredScroll', () => {
  it('keeps the content point under the pointer when zooming in', () => {
    // The point is 1300 px into the strip; at 2× it is 2600 px in, and must still be 300 px below the top.
    expect(anchoredScroll(strip, 2, 0, 10_000)).toBe(2300);
  });

  it('returns to the same place when zooming back out at the same point', () => {
    const zoomedIn = anchoredScroll(strip, 1.25, 0, 10_000);
    expect(zoomedIn).toBe(1325);
    const back = anchoredScroll({ ...strip, scroll: zoomedIn, size: 5000 }, 1 / 1.25, 0, 10_000);
    expect(back).toBeCloseTo(1000, 6);
  });

  it('counts from where the content starts, before and after (content below a header, a centred strip)', () => {
    // Content starting 200 px down: 1100 px of it above the anchor, 2200 at 2×, plus the 200 px.
    expect(anchoredScroll({ ...strip, start: 200 }, 2, 200, 10_000)).toBe(2100);
    // Horizontally, a 720 px strip centred in a 1000 px window starts at 140; at 2× (1440 px) it starts at 0.
    // The pointer at x = 500 is over strip pixel 360, which moves to 720: scroll 220 keeps it at x = 500.
    expect(anchoredScroll({ scroll: 0, start: 140, size: 720, anchor: 500 }, 2, 0, 440)).toBe(220);
  });

  it('stays within the scrollable range', () => {
    // Zooming out near the end: the page got shorter than where the point would be.
    expect(anchoredScroll({ scroll: 3500, start: 0, size: 4000, anchor: 700 }, 0.5, 0, 1000)).toBe(1000);
    // Zooming in at the very top keeps the top.
    expect(anchoredScroll({ scroll: 0, start: 0, size: 4000, anchor: 0 }, 3, 0, 20_000)).toBe(0);
    // Back to fit on a strip narrower than the window: no sideways scroll is left.
    expect(anchoredScroll({ scroll: 220, start: 0, size: 1440, anchor: 500 }, 0.5, 140, 0)).toBe(0);
  });

  it('holds the nearest edge of the content for a point beside or below it', () => {
    // The pointer is over the end panel, 200 px below the strip's end: the strip's end stays put.
    const below = { scroll: 3500, start: 0, size: 4000, anchor: 700 };
    expect(anchoredScroll(below, 2, 0, 20_000)).toBe(8000 - 700);
    // The pointer is in the margin left of a centred strip.
    expect(anchoredScroll({ scroll: 0, start: 140, size: 720, anchor: 40 }, 2, 0, 440)).toBe(0);
  });
});
