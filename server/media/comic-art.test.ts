import { describe, expect, it } from 'vitest';
import { coverSvg, pageSvg } from './comic-art';
import { coverRef, panelRef } from './catalogue-images';

const cover = (lines: string[]) =>
  coverSvg({ width: 480, height: 800, seed: 3, lines, author: 'Aoi Sato & Co', genre: 'action' });

describe('generated comic art', () => {
  it('draws the same cover and page for the same seed, and others for another', () => {
    expect(cover(['Golden', 'Oath'])).toBe(cover(['Golden', 'Oath']));
    expect(pageSvg(1080, 1600, 4)).toBe(pageSvg(1080, 1600, 4));
    expect(pageSvg(1080, 1600, 4)).not.toBe(pageSvg(1080, 1600, 5));
  });

  it('letters the title with an outline under the fill, and the author line escaped', () => {
    const svg = cover(['黄金の誓い']);
    expect(svg.match(/>黄金の誓い</g)).toHaveLength(2);
    expect(svg).toContain('stroke-linejoin="round">黄金の誓い');
    expect(svg).toContain('Aoi Sato &amp; Co');
  });

  it('lays a page out as several framed panels on paper, with a balloon somewhere', () => {
    const pages = Array.from({ length: 6 }, (_, i) => pageSvg(1080, 2400, i + 1));
    for (const svg of pages) expect((svg.match(/<clipPath /g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(pages.some((svg) => svg.includes('fill="#fff" stroke='))).toBe(true);
  });

  it('keeps the panel paths language-free and puts covers under their language', () => {
    expect(panelRef(2).path).toBe('panels/p03.png');
    expect(coverRef('main', 0, 'th').path).toBe('covers/th/main-t01.png');
    expect(coverRef('square', 64, 'zh-TW').path).toBe('covers/zh-TW/square-t01.png');
  });
});
