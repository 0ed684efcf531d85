import { t } from '@/i18n/ns/auth';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields, PasswordField, type PasswordPairForm } from './password-field';
import { ThemeRoot } from './theme-root';

const showName = (field: string) => t('auth.field.showPassword', { field });
const hideName = (field: string) => t('auth.field.hidePassword', { field });

describe('PasswordField', () => {
  it('shows and hides the password with a switch that names and controls its field', async () => {
    render(<PasswordField label="Password" name="password" />, { wrapper: ThemeRoot });
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: showName('Password') });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName(hideName('Password'));
  });

  it('shows one short word, which its name holds (Label in Name), never "Show Confirm password"', () => {
    render(<PasswordField label="Confirm password" name="confirm" />, { wrapper: ThemeRoot });
    const toggle = screen.getByRole('button', { name: showName('Confirm password') });
    expect(toggle).toHaveTextContent(new RegExp(`^${t('auth.field.show')}$`));
    expect(showName('Confirm password').toLowerCase()).toContain(t('auth.field.show').toLowerCase());
  });

  it('keeps an id given by the caller for the input and the switch', () => {
    render(<PasswordField label="Password" id="pw" />, { wrapper: ThemeRoot });
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 'pw');
    expect(screen.getByRole('button')).toHaveAttribute('aria-controls', 'pw');
  });

  it('without `revealable` is a plain password input', () => {
    render(<PasswordField label="Password" revealable={false} />, { wrapper: ThemeRoot });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

function pairForm(
  errors: Partial<Record<'password' | 'confirm', string>> = {},
): PasswordPairForm<'password' | 'confirm'> {
  return {
    values: { password: 'Abcdef12', confirm: 'Abcdef1' },
    change: () => vi.fn(),
    message: (field) => errors[field] ?? null,
  };
}

const fields = {
  password: { name: 'password', label: 'New password', testId: 'pair-new' },
  confirm: { name: 'confirm', label: 'Confirm password', testId: 'pair-confirm' },
} as const;

describe('NewPasswordFields', () => {
  it('binds both inputs to their form fields, with the rule as the new password hint', () => {
    render(<NewPasswordFields form={pairForm()} {...fields} rule="8 to 20 characters" />, { wrapper: ThemeRoot });
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm password');
    expect(password).toBe(screen.getByTestId('pair-new'));
    expect(confirm).toBe(screen.getByTestId('pair-confirm'));
    expect(password).toHaveAttribute('name', 'password');
    expect(confirm).toHaveAttribute('name', 'confirm');
    for (const input of [password, confirm]) expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveValue('Abcdef12');
    expect(password).toHaveAccessibleDescription('8 to 20 characters');
    expect(confirm).not.toHaveAccessibleDescription();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('lets the error replace the rule hint and marks the field invalid', () => {
    const form = pairForm({ password: 'Too short', confirm: 'Does not match' });
    render(<NewPasswordFields form={form} {...fields} rule="8 to 20 characters" />, { wrapper: ThemeRoot });
    expect(screen.queryByText('8 to 20 characters')).toBeNull();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Too short');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('without `revealable` has no show switches', () => {
    render(<NewPasswordFields form={pairForm()} {...fields} rule="rule" revealable={false} />, { wrapper: ThemeRoot });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });
});
