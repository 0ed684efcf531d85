import { t } from '@/testing/texts';
import { describe, expect, it } from 'vitest';
import { describeLoginError } from './login-error';

describe('describeLoginError', () => {
  it('prefers the catalogue code', () => {
    expect(describeLoginError('CredentialsSignin', 'WITHDRAWAL')).toBe(t('errors.WITHDRAWAL'));
  });

  it('falls back to the session client error name', () => {
    expect(describeLoginError('OAuthAccountNotLinked', null)).toBe(t('auth.loginError.notLinked'));
    expect(describeLoginError('CredentialsSignin', 'NOT_A_CODE')).toBe(t('auth.loginError.credentials'));
  });

  it("explains each end of a provider's callback (server/auth/social-outcome.ts)", () => {
    expect(describeLoginError('AccessDenied', null)).toBe(t('auth.loginError.accessDenied'));
    expect(describeLoginError('AccessDenied', 'SIGN_UP_CLOSED')).toBe(t('errors.SIGN_UP_CLOSED'));
    expect(describeLoginError('OAuthAccountNotLinked', 'ALREADY_USED_ANOTHER_PLATFORM')).toBe(
      t('errors.ALREADY_USED_ANOTHER_PLATFORM'),
    );
    expect(describeLoginError('OAuthCallbackError', null)).toBe(t('auth.loginError.oauth'));
  });

  it('never shows a raw value', () => {
    expect(describeLoginError('<script>', '<b>')).toBe(t('auth.loginError.generic'));
    expect(describeLoginError(null, null)).toBe(t('auth.loginError.generic'));
  });
});
