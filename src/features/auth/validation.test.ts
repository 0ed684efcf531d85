import { describe, expect, it } from 'vitest';
import { validateLogin, validateSignUp, type SignUpValues } from './validation';

const valid: SignUpValues = {
  email: 'new@example.com',
  password: 'Webtoon1!',
  confirm: 'Webtoon1!',
  nickname: '',
  phone: '',
  agreeTerms: true,
  isAgreeMail: false,
  isAgreeAdTracking: false,
};

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
  });

  it('refuses a malformed e-mail with the catalogue message', () => {
    expect(validateLogin({ email: 'reader@nowhere', password: 'x' })).toEqual({ email: 'errors.INVALID_MAIL_FORM' });
  });

  it('accepts a well-formed e-mail with surrounding spaces', () => {
    expect(validateLogin({ email: '  Reader@Example.com ', password: 'x' })).toEqual({});
  });
});

describe('validateSignUp', () => {
  it('accepts the demo password rules', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('requires the terms tick (TERMS_REQUIRED, the message the API would answer)', () => {
    expect(validateSignUp({ ...valid, agreeTerms: false })).toEqual({ agreeTerms: 'errors.TERMS_REQUIRED' });
  });

  it('refuses a denied mail domain', () => {
    expect(validateSignUp({ ...valid, email: 'someone@mailinator.com' }).email).toBe('errors.INVALID_EMAIL');
  });

  it.each([
    ['too short', 'Abc1!xy'],
    ['one kind only', 'abcdefghij'],
    ['too long', `Aa1!${'x'.repeat(17)}`],
    ['a space', 'Webtoon 1!'],
  ])('refuses a password that is %s', (_why, password) => {
    expect(validateSignUp({ ...valid, password, confirm: password }).password).toBe('errors.INVALID_PW_REGEX');
  });

  it('accepts 8 and 20 characters with two kinds', () => {
    expect(validateSignUp({ ...valid, password: 'abcdefg1', confirm: 'abcdefg1' })).toEqual({});
    const twenty = `Ab${'c'.repeat(18)}`;
    expect(validateSignUp({ ...valid, password: twenty, confirm: twenty })).toEqual({});
  });

  it('requires the confirmation to match', () => {
    expect(validateSignUp({ ...valid, confirm: 'Webtoon1?' }).confirm).toBe('auth.validation.confirmMismatch');
    expect(validateSignUp({ ...valid, confirm: '' }).confirm).toBe('auth.validation.confirmRequired');
  });

  it('limits the nickname to 30 characters', () => {
    expect(validateSignUp({ ...valid, nickname: 'n'.repeat(30) })).toEqual({});
    expect(validateSignUp({ ...valid, nickname: 'n'.repeat(31) }).nickname).toBe('auth.validation.nicknameTooLong');
  });
});
