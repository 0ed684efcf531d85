import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitResult } from './login-form';
import { SignUpForm } from './signup-form';
import { TERMS_VERSION } from '@/domain/legal';

const LEGAL = { termsHref: '/policy', privacyHref: '/privacy' };

function renderForm(result: SubmitResult = { ok: true, code: null }) {
  const onSubmit = vi.fn(async () => result);
  const view = renderWithProviders(<SignUpForm onSubmit={onSubmit} {...LEGAL} />);
  return { ...view, onSubmit };
}

async function fill(
  user: ReturnType<typeof renderForm>['user'],
  values: { email: string; password: string; confirm: string; nickname?: string },
  agree = true,
) {
  await user.type(screen.getByTestId('signup-email'), values.email);
  await user.type(screen.getByTestId('signup-password'), values.password);
  await user.type(screen.getByTestId('signup-confirm'), values.confirm);
  if (values.nickname) await user.type(screen.getByTestId('signup-nickname'), values.nickname);
  if (agree) await user.click(screen.getByTestId('signup-agree-terms'));
}

describe('SignUpForm', () => {
  it('has a labelled control for every field', () => {
    renderForm();
    expect(screen.getByLabelText(t('auth.field.email'))).toBe(screen.getByTestId('signup-email'));
    expect(screen.getByLabelText(t('auth.field.password'))).toBe(screen.getByTestId('signup-password'));
    expect(screen.getByLabelText(t('auth.field.confirmPassword'))).toBe(screen.getByTestId('signup-confirm'));
    expect(screen.getByLabelText(t('auth.field.nickname'))).toBe(screen.getByTestId('signup-nickname'));
    expect(screen.getByLabelText(t('auth.signup.agreeMail'))).toBe(screen.getByTestId('signup-agree-mail'));
  });

  it('applies the sign-up rules with localized messages and focuses the first invalid field', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, { email: 'someone@mailinator.com', password: 'short', confirm: 'other' });
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText(t('errors.INVALID_EMAIL'))).toBeInTheDocument();
    expect(screen.getByText(t('errors.INVALID_PW_REGEX'))).toBeInTheDocument();
    expect(screen.getByText(t('auth.validation.confirmMismatch'))).toBeInTheDocument();
    expect(screen.getByTestId('signup-email')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the account with the mail agreement and the trimmed nickname', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, { email: 'new@example.com', password: 'Webtoon1!', confirm: 'Webtoon1!', nickname: '  Mika ' });
    await user.click(screen.getByTestId('signup-agree-mail'));
    await user.click(screen.getByTestId('signup-submit'));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'Webtoon1!',
      nickname: 'Mika',
      isAgreeMail: true,
      isAgreeAdTracking: false,
      termsVersion: TERMS_VERSION,
    });
  });

  it('sends the ad-tracking consent only when its box is ticked (off by default)', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, { email: 'ads@example.com', password: 'Webtoon1!', confirm: 'Webtoon1!' });
    expect(screen.getByLabelText(t('auth.signup.agreeAdTracking'))).not.toBeChecked();
    await user.click(screen.getByTestId('signup-agree-ad-tracking'));
    await user.click(screen.getByTestId('signup-submit'));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isAgreeAdTracking: true, isAgreeMail: false }));
  });

  it('requires the terms tick: the message shows, the box takes the focus, nothing is sent', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, { email: 'new@example.com', password: 'Webtoon1!', confirm: 'Webtoon1!' }, false);
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText(t('errors.TERMS_REQUIRED'))).toBeInTheDocument();
    expect(screen.getByTestId('signup-agree-terms')).toHaveFocus();
    expect(screen.getByTestId('signup-agree-terms')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('signup-agree-terms'));
    await user.click(screen.getByTestId('signup-submit'));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('links both documents in a new tab, so the form keeps what was typed', () => {
    renderForm();
    const terms = screen.getByRole('link', { name: new RegExp(t('auth.legal.terms')) });
    const privacy = screen.getByRole('link', { name: new RegExp(t('auth.legal.privacy')) });
    expect(terms).toHaveAttribute('href', '/policy');
    expect(privacy).toHaveAttribute('href', '/privacy');
    for (const link of [terms, privacy]) expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the server refusal, e.g. ALREADY_USED_EMAIL', async () => {
    const { user } = renderForm({ ok: false, code: 'ALREADY_USED_EMAIL' });
    await fill(user, { email: 'adult@example.com', password: 'Webtoon1!', confirm: 'Webtoon1!' });
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByTestId('signup-error')).toHaveTextContent(t('errors.ALREADY_USED_EMAIL'));
  });
});

describe('SignUpForm with a phone rule', () => {
  const checkPhone = (raw: string) => (raw.replace(/\D/g, '') === '09012345678' ? '+819012345678' : null);

  function renderWithPhone() {
    const onSubmit = vi.fn(async () => ({ ok: true, code: null }));
    return { ...renderWithProviders(<SignUpForm onSubmit={onSubmit} checkPhone={checkPhone} {...LEGAL} />), onSubmit };
  }

  it('asks for no number without the rule', () => {
    renderForm();
    expect(screen.queryByTestId('signup-phone')).toBeNull();
  });

  it('refuses a number the rule refuses, and sends an accepted one as E.164', async () => {
    const { user, onSubmit } = renderWithPhone();
    await fill(user, { email: 'new@example.com', password: 'Webtoon1!', confirm: 'Webtoon1!' });
    await user.type(screen.getByLabelText(t('auth.field.phone')), '12345');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText(t('auth.validation.phoneInvalid'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('signup-phone'));
    await user.type(screen.getByTestId('signup-phone'), '090-1234-5678');
    await user.click(screen.getByTestId('signup-submit'));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '+819012345678' }));
  });

  it('the number stays optional', async () => {
    const { user, onSubmit } = renderWithPhone();
    await fill(user, { email: 'new@example.com', password: 'Webtoon1!', confirm: 'Webtoon1!' });
    await user.click(screen.getByTestId('signup-submit'));
    expect(onSubmit).toHaveBeenCalledWith(expect.not.objectContaining({ phone: expect.anything() }));
  });
});
