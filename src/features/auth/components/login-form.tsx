import { t } from '@/i18n';
import { Button, TextField } from '@/ui';
import { useRef, useState, type FormEvent } from 'react';
import { firstInvalid, serverErrorText, validateLogin, type FieldErrors, type LoginValues } from '../validation';
import { focusField, Form, FormError } from './form-layout';
import { PasswordField } from './password-field';

export interface SubmitResult {
  ok: boolean;
  code: string | null;
}

export interface LoginFormProps {
  onSubmit(values: LoginValues): Promise<SubmitResult>;
}

const ORDER = ['email', 'password'] as const;

/** E-mail sign-in: client checks first, then the server's catalogue code shown in the reader's language. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [serverCode, setServerCode] = useState<string | null | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    setServerCode(undefined);
    const invalid = firstInvalid(ORDER, found);
    if (invalid) {
      focusField(formRef.current, invalid);
      return;
    }
    setPending(true);
    try {
      const result = await onSubmit({ email: values.email.trim(), password: values.password });
      if (!result.ok) setServerCode(result.code);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={t('auth.login.formLabel')}>
      <TextField
        label={t('auth.field.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        data-testid="login-email"
        value={values.email}
        onChange={change('email')}
        error={errors.email ? t(errors.email) : null}
      />
      <PasswordField
        label={t('auth.field.password')}
        name="password"
        autoComplete="current-password"
        data-testid="login-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password ? t(errors.password) : null}
      />
      {serverCode !== undefined && (
        <FormError role="alert" data-testid="login-error">
          {serverErrorText(serverCode)}
        </FormError>
      )}
      <Button type="submit" variant="primary" block loading={pending} data-testid="login-submit">
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
