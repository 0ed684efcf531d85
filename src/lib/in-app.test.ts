import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientKindOfUserAgent } from '@/domain/client-kind';
import { inApp } from './in-app';

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { AndroidBridge?: unknown }).AndroidBridge;
});

const agent = (value: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(value);

describe('inApp', () => {
  it('is false in a browser, true with the apps’ User-Agent marker', () => {
    expect(inApp()).toBe(false);
    agent('Mozilla/5.0 WebtoonApp/3.0 (AND_PLAY; APP)');
    expect(inApp()).toBe(true);
  });

  it('agrees with the API on every User-Agent: a native bridge or a loose marker alone is the web on both sides', () => {
    (window as { AndroidBridge?: unknown }).AndroidBridge = {};
    for (const ua of [
      'Mozilla/5.0',
      'Mozilla/5.0 WebtoonApp/3.0',
      'x WebtoonApp/1 (IOS_APP; VIEWER_APP)',
      'WebtoonApp/2 (WEB; APP)',
    ]) {
      agent(ua);
      expect(inApp()).toBe(clientKindOfUserAgent(ua).appKind !== 'WEB');
    }
    agent('Mozilla/5.0 WebtoonApp/3.0');
    expect(inApp()).toBe(false);
  });
});
