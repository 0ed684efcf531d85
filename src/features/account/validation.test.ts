import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './validation';

describe('validateChangePassword', () => {
  it.each([
    ['8 characters of two kinds', 'abcdef12'],
    ['a special character', 'abc123!x'],
  ])('accepts %s with a matching confirmation (the sign-up policy)', (_why, newPassword) => {
    expect(validateChangePassword({ oldPassword: 'old', newPassword, confirm: newPassword })).toEqual({});
  });

  it.each([
    ['6 letters and digits (the old change rule)', 'abc123'],
    ['one kind only', 'abcdefgh'],
    ['over 20 characters', 'a1'.repeat(11)],
  ])('refuses a new password with %s', (_why, newPassword) => {
    expect(validateChangePassword({ oldPassword: 'old', newPassword, confirm: newPassword }).newPassword).toBe(
      'account.changePassword.rule',
    );
  });

  it('requires every field and a matching confirmation', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: '', confirm: '' })).toEqual({
      oldPassword: 'account.changePassword.oldRequired',
      newPassword: 'account.changePassword.newRequired',
      confirm: 'account.changePassword.confirmRequired',
    });
    expect(validateChangePassword({ oldPassword: 'x', newPassword: 'abcdef12', confirm: 'abcdef13' }).confirm).toBe(
      'account.changePassword.mismatch',
    );
  });
});
