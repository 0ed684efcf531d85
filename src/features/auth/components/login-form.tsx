import { t } from '../auth-texts';
import { Button, TextField, useForm, type FormSubmitResult } from '@/ui';
import { PasswordField } from '@/ui/password-field';
import { serverErrorText, validateLogin, type LoginValues } from '../validation';
import { Form, FormError } from './form-layout';

export type { FormSubmitResult as SubmitResult } from '@/ui';

export interface LoginFormProps {
  onSubmit(values: LoginValues): Promise<FormSubmitResult>;
}

const ORDER = ['email', 'password'] as const;
const EMPTY: LoginValues = { email: '', password: '' };

/** E-mail sign-in: client checks first, then the server's catalogue code shown in the reader's language. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const {
    values,
    serverCode,
    pending,
    formRef,
    change,
    message,
    onSubmit: submit,
  } = useForm({
    initial: EMPTY,
    order: ORDER,
    t,
    validate: validateLogin,
    submit: (v) => onSubmit({ email: v.email.trim(), password: v.password }),
  });

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
        error={message('email')}
      />
      <PasswordField
        label={t('auth.field.password')}
        name="password"
        autoComplete="current-password"
        data-testid="login-password"
        value={values.password}
        onChange={change('password')}
        error={message('password')}
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
