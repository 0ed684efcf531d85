import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import type { FormSubmitResult } from '@/ui';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FindPasswordForm } from './find-password-form';

function renderForm(result: FormSubmitResult = { ok: true, code: null }) {
  const onSubmit = vi.fn(async () => result);
  return { ...renderWithProviders(<FindPasswordForm onSubmit={onSubmit} />), onSubmit };
}

describe('FindPasswordForm', () => {
  it('needs a well-formed address before asking the server', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByTestId('find-password-submit'));
    expect(await screen.findByText(t('recovery.find.emailRequired'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(t('recovery.field.email')), 'not-an-address');
    await user.click(screen.getByTestId('find-password-submit'));
    expect(await screen.findByText(t('errors.INVALID_MAIL_FORM'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says where the link went once it is sent', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(t('recovery.field.email')), ' mika@example.com ');
    await user.click(screen.getByTestId('find-password-submit'));
    expect(onSubmit).toHaveBeenCalledWith('mika@example.com');
    expect(await screen.findByTestId('find-password-sent')).toHaveTextContent(
      t('recovery.find.sent', { email: 'mika@example.com' }),
    );
    expect(screen.queryByTestId('find-password-submit')).not.toBeInTheDocument();
  });

  it.each(['NOT_LOCAL_LOGIN_USER', 'NOT_FOUND_USER', 'FREQUENT_REQUEST'] as const)(
    'shows %s in the reader language and keeps the form',
    async (code) => {
      const { user } = renderForm({ ok: false, code });
      await user.type(screen.getByLabelText(t('recovery.field.email')), 'mika@example.com');
      await user.click(screen.getByTestId('find-password-submit'));
      expect(await screen.findByTestId('find-password-error')).toHaveTextContent(t(`errors.${code}`));
      expect(screen.getByTestId('find-password-submit')).toBeInTheDocument();
    },
  );
});
