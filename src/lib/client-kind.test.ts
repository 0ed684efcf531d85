import { describe, expect, it } from 'vitest';
import { clientKind, detectClientKind } from './client-kind';

const CHROME = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36';

describe('detectClientKind', () => {
  it('reads the apps’ User-Agent marker first', () => {
    expect(detectClientKind({}, `${CHROME} WebtoonApp/3.0 (AND_PLUS; VIEWER_APP)`)).toEqual({
      appKind: 'VIEWER_APP',
      clientPlatform: 'AND_PLUS',
    });
  });

  it('takes a native bridge without a marker for the app of its system', () => {
    expect(detectClientKind({ AndroidBridge: {} }, CHROME)).toEqual({ appKind: 'APP', clientPlatform: 'AND_PLAY' });
    expect(detectClientKind({ webkit: { messageHandlers: { webtoon: {} } } }, 'Mozilla/5.0 (iPhone)')).toEqual({
      appKind: 'APP',
      clientPlatform: 'IOS_APP',
    });
  });

  it('is the web otherwise (Safari has webkit.messageHandlers without ours)', () => {
    expect(detectClientKind({ webkit: { messageHandlers: {} } }, 'Mozilla/5.0 (Macintosh)')).toEqual({
      appKind: 'WEB',
      clientPlatform: 'WEB',
    });
    expect(clientKind()).toEqual({ appKind: 'WEB', clientPlatform: 'WEB' });
  });
});
