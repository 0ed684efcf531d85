import { RESET_OUTCOMES } from '@/domain/password-reset';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import type { FormSubmitResult } from '@/ui';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordView, type ResetLinkState } from './reset-password-view';

function renderView(link: ResetLinkState, result: FormSubmitResult = { ok: true, code: null }) {
  const onSubmit = vi.fn(async () => result);
  const view = renderWithProviders(
    <ResetPasswordView link={link} onSubmit={onSubmit} loginHref="/user/login" findPasswordHref="/user/findPassword" />,
  );
  return { ...view, onSubmit };
}

const READY: ResetLinkState = { status: 'ready', email: 'mika@example.com' };

async function submit(user: ReturnType<typeof renderView>['user'], password: string, confirm = password) {
  await user.type(screen.getByLabelText(t('recovery.field.newPassword')), password);
  await user.type(screen.getByLabelText(t('recovery.field.confirm')), confirm);
  await user.click(screen.getByTestId('reset-password-submit'));
}

describe('ResetPasswordView', () => {
  it('shows the e-mail, the new password with the rule, its confirmation and the change button', () => {
    renderView(READY);
    expect(screen.getByTestId('reset-password-email')).toHaveValue('mika@example.com');
    expect(screen.getByText(t('recovery.reset.rule'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('recovery.field.confirm'))).toBeInTheDocument();
    expect(screen.getByTestId('reset-password-submit')).toHaveTextContent(t('recovery.reset.submit'));
  });

  it('checks the one password policy and the confirmation before calling the server', async () => {
    const { user, onSubmit } = renderView(READY);
    await submit(user, 'abc123', 'abc124');
    expect(await screen.findByText(t('errors.INVALID_PW_REGEX'))).toBeInTheDocument();
    expect(screen.getByText(t('recovery.reset.mismatch'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ends on SUCCESS with its text and the way to log in', async () => {
    const { user, onSubmit } = renderView(READY);
    await submit(user, 'Brandnew9!');
    expect(onSubmit).toHaveBeenCalledWith('Brandnew9!');
    expect(await screen.findByTestId('reset-outcome')).toHaveTextContent(t('recovery.outcome.SUCCESS'));
    expect(screen.getByTestId('reset-to-login')).toHaveAttribute('href', '/user/login');
  });

  it('keeps the form on EQUAL_PASSWORD, with its own text', async () => {
    const { user } = renderView(READY, { ok: false, code: 'EQUAL_PASSWORD' });
    await submit(user, 'Webtoon1!');
    expect(await screen.findByTestId('reset-password-error')).toHaveTextContent(t('recovery.outcome.EQUAL_PASSWORD'));
    expect(screen.getByTestId('reset-password-submit')).toBeInTheDocument();
  });

  it.each([
    ['TIMEOUT', 'TIMEOUT', 'reset-request-again'],
    ['NOT_LOCAL_LOGIN_USER', 'NOT_LOCAL_LOGIN_USER', 'reset-to-login'],
    ['SERVER_ERROR', 'UNKNOWN', 'reset-request-again'],
    ['NETWORK_ERROR', 'UNKNOWN', 'reset-request-again'],
  ])('ends a submit answered %s on the %s text', async (code, outcome, way) => {
    const { user } = renderView(READY, { ok: false, code });
    await submit(user, 'Brandnew9!');
    const shown = await screen.findByTestId('reset-outcome');
    expect(shown).toHaveAttribute('data-outcome', outcome);
    expect(shown).toHaveTextContent(t(`recovery.outcome.${outcome as 'UNKNOWN'}`));
    expect(screen.getByTestId(way)).toBeInTheDocument();
  });

  it.each([
    ['TIMEOUT', 'TIMEOUT'],
    ['NOT_LOCAL_LOGIN_USER', 'NOT_LOCAL_LOGIN_USER'],
    ['TOO_MANY_REQUESTS', 'UNKNOWN'],
    [null, 'UNKNOWN'],
  ])('shows a link refused with %s as %s, without the form', (code, outcome) => {
    renderView({ status: 'refused', code });
    expect(screen.getByTestId('reset-outcome')).toHaveAttribute('data-outcome', outcome);
    expect(screen.queryByTestId('reset-password-submit')).not.toBeInTheDocument();
  });

  it('has a text of its own for every outcome, and says the rule in the words of sign-up and change', () => {
    const texts = RESET_OUTCOMES.map((outcome) => t(`recovery.outcome.${outcome}`));
    expect(new Set(texts).size).toBe(RESET_OUTCOMES.length);
    expect(t('recovery.reset.rule')).toBe(t('auth.signup.passwordHint'));
    expect(t('account.changePassword.rule')).toBe(t('auth.signup.passwordHint'));
  });

  it('says the link is being checked until it is', () => {
    renderView({ status: 'checking' });
    expect(screen.getByText(t('recovery.reset.loading'))).toBeInTheDocument();
  });
});
