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

  it('never shows a raw value', () => {
    expect(describeLoginError('<script>', '<b>')).toBe(t('auth.loginError.generic'));
    expect(describeLoginError(null, null)).toBe(t('auth.loginError.generic'));
  });
});
