import { describe, expect, it } from 'vitest';
import { placeholderStyle } from './placeholder';
import { solidThumbHash } from './testing/solid-thumbhash';

describe('placeholderStyle', () => {
  it('paints a ThumbHash as a PNG preview over its average colour', () => {
    const style = placeholderStyle(solidThumbHash([0, 0, 255]));
    expect(style?.backgroundImage).toMatch(/^url\("data:image\/png;base64,[A-Za-z0-9+/=]+"\)$/);
    const [r, g, b] = (style?.backgroundColor.match(/\d+/g) ?? []).map(Number);
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(40);
    expect(g).toBeLessThan(40);
  });

  it('decodes a hash once and answers the same style again', () => {
    const hash = solidThumbHash([0, 160, 0]);
    expect(placeholderStyle(hash)).toBe(placeholderStyle(hash));
  });

  it('paints nothing without a hash or with one that is not a ThumbHash', () => {
    expect(placeholderStyle(undefined)).toBeNull();
    expect(placeholderStyle('')).toBeNull();
    expect(placeholderStyle('not base64!')).toBeNull();
    expect(placeholderStyle('AAA=')).toBeNull();
  });
});
