import type { MessageKey } from '@/i18n';
import { t } from '@/testing/texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from './theme-root';
import { useForm, type FormErrors, type FormSubmitResult } from './use-form';

interface Values {
  name: string;
  code: string;
  subscribe: boolean;
}

const ORDER = ['name', 'code'] as const;
// Any two message keys of the shared catalogue stand for the field errors.
const NAME_MISSING = 'errors.UNKNOWN';
const CODE_MISSING = 'errors.INVALID_MAIL_FORM';

function validate(values: Values): FormErrors<'name' | 'code', MessageKey> {
  const errors: FormErrors<'name' | 'code', MessageKey> = {};
  if (!values.name) errors.name = NAME_MISSING;
  if (!values.code) errors.code = CODE_MISSING;
  return errors;
}

function TestForm({
  submit,
  onError,
}: {
  submit(values: Values): Promise<FormSubmitResult>;
  onError(e: unknown): void;
}) {
  const { values, serverCode, pending, formRef, change, message, onSubmit } = useForm({
    initial: { name: '', code: '', subscribe: false },
    order: ORDER,
    validate,
    t,
    submit,
  });
  return (
    <form ref={formRef} noValidate onSubmit={(event) => onSubmit(event).catch(onError)}>
      <label>
        Name
        <input name="name" value={values.name} onChange={change('name')} />
      </label>
      {message('name') && <p data-testid="name-error">{message('name')}</p>}
      <label>
        Code
        <input name="code" value={values.code} onChange={change('code')} />
      </label>
      {message('code') && <p data-testid="code-error">{message('code')}</p>}
      <label>
        Subscribe
        <input type="checkbox" name="subscribe" checked={values.subscribe} onChange={change('subscribe')} />
      </label>
      {serverCode !== undefined && <p role="alert">{String(serverCode)}</p>}
      <button type="submit" aria-busy={pending}>
        Send
      </button>
    </form>
  );
}

function setup(submit: (values: Values) => Promise<FormSubmitResult>) {
  const spy = vi.fn(submit);
  const onError = vi.fn();
  render(<TestForm submit={spy} onError={onError} />, { wrapper: ThemeRoot });
  return { user: userEvent.setup(), submit: spy, onError };
}

const send = () => screen.getByRole('button', { name: 'Send' });

describe('useForm', () => {
  it('shows the field errors, focuses the first invalid field in order and does not submit', async () => {
    const { user, submit } = setup(async () => ({ ok: true, code: null }));
    await user.type(screen.getByLabelText('Name'), 'Mika');
    await user.click(send());
    expect(screen.getByTestId('code-error')).toHaveTextContent(t(CODE_MISSING));
    expect(screen.queryByTestId('name-error')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveFocus();

    await user.clear(screen.getByLabelText('Name'));
    await user.click(send());
    expect(screen.getByTestId('name-error')).toHaveTextContent(t(NAME_MISSING));
    expect(screen.getByTestId('code-error')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits valid values once, text and checkbox, and is pending while the call runs', async () => {
    let finish!: (result: FormSubmitResult) => void;
    const { user, submit } = setup(() => new Promise((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText('Name'), 'Mika');
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(screen.getByLabelText('Subscribe'));
    await user.click(send());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ name: 'Mika', code: '42', subscribe: true });
    expect(send()).toHaveAttribute('aria-busy', 'true');

    finish({ ok: true, code: null });
    await vi.waitFor(() => expect(send()).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('name-error')).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('exposes the code of a refused submit, and clears it on the next try', async () => {
    const { user, submit } = setup(async () => ({ ok: false, code: 'EQUAL_PASSWORD' }));
    await user.type(screen.getByLabelText('Name'), 'Mika');
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('EQUAL_PASSWORD');

    await user.clear(screen.getByLabelText('Code'));
    await user.click(send());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('clears pending when the submit throws, and passes the error on', async () => {
    const failure = new Error('network down');
    const { user, onError } = setup(async () => {
      throw failure;
    });
    await user.type(screen.getByLabelText('Name'), 'Mika');
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(send());
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(send()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
