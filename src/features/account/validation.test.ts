import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './validation';

describe('validateChangePassword', () => {
  it('accepts 6 letters and digits with a matching confirmation', () => {
    expect(validateChangePassword({ oldPassword: 'old', newPassword: 'abc123', confirm: 'abc123' })).toEqual({});
  });

  it.each([
    ['5 characters', 'abc12'],
    ['a special character', 'abc123!'],
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
    expect(validateChangePassword({ oldPassword: 'x', newPassword: 'abc123', confirm: 'abc124' }).confirm).toBe(
      'account.changePassword.mismatch',
    );
  });
});
