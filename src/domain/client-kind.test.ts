import { describe, expect, it } from 'vitest';
import { clientKindOf, clientKindOfUserAgent, isInApp } from './client-kind';

const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('client kind (spec §3)', () => {
  it.each([
    [`${CHROME} WebtoonApp/3.2.1 (AND_PLAY; APP)`, { appKind: 'APP', clientPlatform: 'AND_PLAY' }],
    [`${CHROME} WebtoonApp/1.0 (AND_PLUS; VIEWER_APP)`, { appKind: 'VIEWER_APP', clientPlatform: 'AND_PLUS' }],
    ['Mozilla/5.0 (iPhone) WebtoonApp/2.0.0 (IOS_APP; APP)', { appKind: 'APP', clientPlatform: 'IOS_APP' }],
    [CHROME, { appKind: 'WEB', clientPlatform: 'WEB' }],
    [`${CHROME} WebtoonApp/3 (WEB; APP)`, { appKind: 'WEB', clientPlatform: 'WEB' }],
    [`${CHROME} WebtoonApp/3 (AND_PLAY; GAME)`, { appKind: 'WEB', clientPlatform: 'WEB' }],
    [null, { appKind: 'WEB', clientPlatform: 'WEB' }],
  ])('reads the User-Agent %s', (ua, expected) => {
    expect(clientKindOfUserAgent(ua)).toEqual(expected);
  });

  it('takes each header holding a known value, else the User-Agent', () => {
    expect(clientKindOf({ appKind: 'APP', clientPlatform: 'IOS_APP', userAgent: CHROME })).toEqual({
      appKind: 'APP',
      clientPlatform: 'IOS_APP',
    });
    expect(clientKindOf({ appKind: 'VIEWER_APP', userAgent: `${CHROME} WebtoonApp/1 (AND_PLUS; APP)` })).toEqual({
      appKind: 'VIEWER_APP',
      clientPlatform: 'AND_PLUS',
    });
    expect(clientKindOf({ appKind: 'nonsense', clientPlatform: 'PC', userAgent: CHROME })).toEqual({
      appKind: 'WEB',
      clientPlatform: 'WEB',
    });
    expect(isInApp({ appKind: 'VIEWER_APP', clientPlatform: 'AND_PLAY' })).toBe(true);
    expect(isInApp({ appKind: 'WEB', clientPlatform: 'WEB' })).toBe(false);
  });
});
