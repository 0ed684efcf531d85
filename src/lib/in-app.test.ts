import { afterEach, describe, expect, it, vi } from 'vitest';
import { inApp } from './in-app';

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { AndroidBridge?: unknown }).AndroidBridge;
});

describe('inApp', () => {
  it('is false in a browser, true with the apps’ User-Agent marker or a native bridge', () => {
    expect(inApp()).toBe(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 WebtoonApp/3.0 (AND_PLAY; APP)');
    expect(inApp()).toBe(true);
    vi.restoreAllMocks();
    (window as { AndroidBridge?: unknown }).AndroidBridge = {};
    expect(inApp()).toBe(true);
  });
});
