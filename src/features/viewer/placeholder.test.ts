import * as thumbhash from 'thumbhash';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeholderStyle, warmPlaceholders } from './placeholder';
import { solidThumbHash } from './testing/solid-thumbhash';

vi.mock('thumbhash', { spy: true });

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

describe('warmPlaceholders', () => {
  const idle: IdleRequestCallback[] = [];
  afterEach(() => {
    idle.length = 0;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const stubIdle = () => {
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
  };
  /** Runs the next idle callback with room for `decodes` decodes. */
  const runIdle = (decodes: number) => {
    let left = decodes;
    idle.shift()?.({ didTimeout: false, timeRemaining: () => (left-- > 1 ? 50 : 0) });
  };

  it('decodes the previews ahead in idle time, a few per idle period, so a render later finds them decoded', () => {
    stubIdle();
    // The clock stands still: only the idle deadline ends a period here (a busy machine's decode takes its time).
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const hashes = [
      solidThumbHash([10, 20, 30]),
      undefined,
      solidThumbHash([40, 50, 60]),
      solidThumbHash([70, 80, 90]),
    ];
    vi.mocked(thumbhash.thumbHashToDataURL).mockClear();
    warmPlaceholders(hashes);
    expect(thumbhash.thumbHashToDataURL).not.toHaveBeenCalled();
    runIdle(2);
    expect(thumbhash.thumbHashToDataURL).toHaveBeenCalledTimes(2);
    // The rest waits for the next idle period.
    expect(idle).toHaveLength(1);
    runIdle(5);
    expect(thumbhash.thumbHashToDataURL).toHaveBeenCalledTimes(3);
    expect(idle).toHaveLength(0);
    // The strip's render now answers from the cache.
    for (const hash of hashes) placeholderStyle(hash);
    expect(thumbhash.thumbHashToDataURL).toHaveBeenCalledTimes(3);
  });

  it('ends an idle callback after about 12 ms even when the idle period is longer, and goes on in the next one', () => {
    stubIdle();
    // Every look at the clock finds 4 ms more gone: a mid-range phone's decode.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 4));
    const hashes = Array.from({ length: 10 }, (_, i) => solidThumbHash([i * 20, 100, 200 - i * 20]));
    vi.mocked(thumbhash.thumbHashToDataURL).mockClear();
    warmPlaceholders(hashes);
    runIdle(Infinity);
    const first = vi.mocked(thumbhash.thumbHashToDataURL).mock.calls.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(3);
    expect(idle).toHaveLength(1);
    while (idle.length > 0) runIdle(Infinity);
    expect(thumbhash.thumbHashToDataURL).toHaveBeenCalledTimes(10);
  });

  it('stops when the strip goes, and skips what is already decoded', () => {
    stubIdle();
    const known = solidThumbHash([1, 2, 3]);
    placeholderStyle(known);
    vi.mocked(thumbhash.thumbHashToDataURL).mockClear();
    expect(warmPlaceholders([known])).toBeTypeOf('function');
    expect(idle).toHaveLength(0);
    const stop = warmPlaceholders([solidThumbHash([4, 5, 6])]);
    stop();
    expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
    expect(thumbhash.thumbHashToDataURL).not.toHaveBeenCalled();
  });
});
