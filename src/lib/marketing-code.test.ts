import { afterEach, describe, expect, it } from 'vitest';
import { COOKIES } from '@/domain/constants';
import { getCookie, setCookie } from './cookies';
import { forgetMarketingCode, keepMarketingCode, keptMarketingCode } from './marketing-code';

afterEach(() => forgetMarketingCode());

describe('marketing code cookie (spec §6, §9)', () => {
  it('keeps a well-formed ?marketingCode= in its cookie and answers it', () => {
    keepMarketingCode('?tab=1&marketingCode=spring_2026-A');
    expect(getCookie(COOKIES.marketingCode.name)).toBe('spring_2026-A');
    expect(keptMarketingCode()).toBe('spring_2026-A');
    forgetMarketingCode();
    expect(keptMarketingCode()).toBeNull();
  });

  it.each([['?marketingCode='], ['?marketingCode=has%20space'], [`?marketingCode=${'x'.repeat(65)}`], ['?other=1']])(
    'ignores %s and keeps an earlier code',
    (search) => {
      keepMarketingCode('?marketingCode=first');
      keepMarketingCode(search);
      expect(keptMarketingCode()).toBe('first');
    },
  );

  it('answers no code for a cookie someone else wrote badly', () => {
    setCookie(COOKIES.marketingCode.name, 'bad code', 60);
    expect(keptMarketingCode()).toBeNull();
  });

  it('lives 7200 seconds', () => {
    expect(COOKIES.marketingCode.maxAge).toBe(7200);
    expect(COOKIES.loginCheck.maxAge).toBe(600);
  });
});
