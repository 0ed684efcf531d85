import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm, type ChangePasswordResult } from './change-password-form';

function renderForm(result: ChangePasswordResult = { ok: true, code: null }) {
  const onSubmit = vi.fn(async () => result);
  return { ...renderWithProviders(<ChangePasswordForm onSubmit={onSubmit} />), onSubmit };
}

describe('ChangePasswordForm', () => {
  it('checks the new password rule and the confirmation before calling the server', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(t('account.changePassword.old')), 'abc123');
    await user.type(screen.getByLabelText(t('account.changePassword.new')), 'abc!');
    await user.type(screen.getByLabelText(t('account.changePassword.confirm')), 'abc?');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText(t('account.changePassword.rule'))).toBeInTheDocument();
    expect(screen.getByText(t('account.changePassword.mismatch'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('account.changePassword.new'))).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps its password inputs plain: no show switch, only the submit button', () => {
    renderForm();
    expect(screen.getByLabelText(t('account.changePassword.new'))).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button')).toEqual([screen.getByTestId('change-password-submit')]);
  });

  it('sends old and new password and shows EQUAL_PASSWORD from the server', async () => {
    const { user, onSubmit } = renderForm({ ok: false, code: 'EQUAL_PASSWORD' });
    await user.type(screen.getByLabelText(t('account.changePassword.old')), 'Abcdef12');
    await user.type(screen.getByLabelText(t('account.changePassword.new')), 'Abcdef12');
    await user.type(screen.getByLabelText(t('account.changePassword.confirm')), 'Abcdef12');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'Abcdef12', newPassword: 'Abcdef12' });
    expect(await screen.findByTestId('change-password-error')).toHaveTextContent(t('errors.EQUAL_PASSWORD'));
  });
});
