import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm, type SubmitResult } from './login-form';

function renderForm(result: SubmitResult = { ok: true, code: null }) {
  const onSubmit = vi.fn(async () => result);
  const view = renderWithProviders(<LoginForm onSubmit={onSubmit} />);
  return { ...view, onSubmit };
}

describe('LoginForm', () => {
  it('labels its fields and checks them before calling the server', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(t('auth.validation.emailRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('auth.validation.passwordRequired'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('auth.field.email'))).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail with the localized catalogue message', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(t('auth.field.email')), 'reader@nowhere');
    await user.type(screen.getByLabelText(t('auth.field.password')), 'Webtoon1!');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(t('errors.INVALID_MAIL_FORM'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['INCORRECT_PASSWORD', 'EXCEED_AUTH_COUNT', 'NOT_REGISTERED_USER'] as const)(
    'shows the server code %s in the reader’s language',
    async (code) => {
      const { user, onSubmit } = renderForm({ ok: false, code });
      await user.type(screen.getByLabelText(t('auth.field.email')), ' adult@example.com ');
      await user.type(screen.getByLabelText(t('auth.field.password')), 'wrong');
      await user.click(screen.getByTestId('login-submit'));
      expect(await screen.findByTestId('login-error')).toHaveTextContent(t(`errors.${code}`));
      expect(onSubmit).toHaveBeenCalledWith({ email: 'adult@example.com', password: 'wrong' });
    },
  );

  it('shows an unknown server code as the generic failure', async () => {
    const { user } = renderForm({ ok: false, code: 'SOMETHING_NEW' });
    await user.type(screen.getByLabelText(t('auth.field.email')), 'adult@example.com');
    await user.type(screen.getByLabelText(t('auth.field.password')), 'x');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(t('errors.UNKNOWN'));
  });

  it('shows and hides the password', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText(t('auth.field.password'));
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', {
      name: t('auth.field.showPassword', { field: t('auth.field.password') }),
    });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
