import { describe, expect, it } from 'vitest';
import { imageUrl, srcSet, widthsFor } from './image-loader';

describe('imageUrl', () => {
  it('asks the image endpoint for the width with the default quality 75', () => {
    expect(imageUrl('/images/1/2/003.png', 828)).toBe('/_next/image?url=%2Fimages%2F1%2F2%2F003.png&w=828&q=75');
  });

  it('encodes the source so its own query cannot leak into the endpoint', () => {
    const url = new URL(imageUrl('/img.png?w=1&q=2&x=a b', 640, 50), 'https://example.test');
    expect(url.searchParams.get('url')).toBe('/img.png?w=1&q=2&x=a b');
    expect(url.searchParams.get('w')).toBe('640');
    expect(url.searchParams.get('q')).toBe('50');
    expect([...url.searchParams.keys()]).toEqual(['url', 'w', 'q']);
  });
});

describe('srcSet', () => {
  it('lists every device width of spec §9 with its w descriptor', () => {
    const entries = srcSet('/a.png').split(', ');
    expect(entries.map((entry) => entry.split(' ')[1])).toEqual([
      '640w',
      '750w',
      '828w',
      '1080w',
      '1200w',
      '1920w',
      '2048w',
      '3840w',
    ]);
    expect(entries[0]).toBe(`${imageUrl('/a.png', 640)} 640w`);
  });

  it('takes the widths it is given', () => {
    expect(srcSet('/a.png', [640, 750])).toBe(`${imageUrl('/a.png', 640)} 640w, ${imageUrl('/a.png', 750)} 750w`);
  });
});

describe('widthsFor', () => {
  it('offers no width above the original', () => {
    expect(widthsFor(1080)).toEqual([640, 750, 828, 1080]);
    expect(widthsFor(1079)).toEqual([640, 750, 828]);
  });

  it('keeps the smallest width for an image narrower than every device width', () => {
    expect(widthsFor(300)).toEqual([640]);
  });
});
