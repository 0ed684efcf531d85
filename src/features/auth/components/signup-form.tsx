import { t } from '@/i18n';
import { Button, Checkbox, TextField } from '@/ui';
import { useRef, useState, type FormEvent } from 'react';
import {
  firstInvalid,
  NICKNAME_MAX_LENGTH,
  serverErrorText,
  validateSignUp,
  type FieldErrors,
  type SignUpValues,
} from '../validation';
import { focusField, Form, FormError } from './form-layout';
import type { SubmitResult } from './login-form';
import { PasswordField } from './password-field';

export interface SignUpFormProps {
  onSubmit(values: { email: string; password: string; nickname?: string; isAgreeMail: boolean }): Promise<SubmitResult>;
}

const ORDER = ['email', 'password', 'confirm', 'nickname'] as const;
const EMPTY: SignUpValues = { email: '', password: '', confirm: '', nickname: '', isAgreeMail: false };

/** Sign-up by e-mail (spec §5 rules on the client, the server's catalogue code when it refuses). */
export function SignUpForm({ onSubmit }: SignUpFormProps) {
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({});
  const [serverCode, setServerCode] = useState<string | null | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: 'email' | 'password' | 'confirm' | 'nickname') => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const message = (field: keyof SignUpValues) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    setServerCode(undefined);
    const invalid = firstInvalid(ORDER, found);
    if (invalid) {
      focusField(formRef.current, invalid);
      return;
    }
    setPending(true);
    try {
      const nickname = values.nickname.trim();
      const result = await onSubmit({
        email: values.email.trim(),
        password: values.password,
        isAgreeMail: values.isAgreeMail,
        ...(nickname ? { nickname } : {}),
      });
      if (!result.ok) setServerCode(result.code);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={t('auth.signup.formLabel')}>
      <TextField
        label={t('auth.field.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        data-testid="signup-email"
        value={values.email}
        onChange={change('email')}
        error={message('email')}
      />
      <PasswordField
        label={t('auth.field.password')}
        name="password"
        autoComplete="new-password"
        hint={errors.password ? undefined : t('auth.signup.passwordHint')}
        data-testid="signup-password"
        value={values.password}
        onChange={change('password')}
        error={message('password')}
      />
      <PasswordField
        label={t('auth.field.confirmPassword')}
        name="confirm"
        autoComplete="new-password"
        data-testid="signup-confirm"
        value={values.confirm}
        onChange={change('confirm')}
        error={message('confirm')}
      />
      <TextField
        label={t('auth.field.nickname')}
        name="nickname"
        autoComplete="nickname"
        maxLength={NICKNAME_MAX_LENGTH}
        hint={t('auth.signup.nicknameHint')}
        data-testid="signup-nickname"
        value={values.nickname}
        onChange={change('nickname')}
        error={message('nickname')}
      />
      <Checkbox
        label={t('auth.signup.agreeMail')}
        name="isAgreeMail"
        data-testid="signup-agree-mail"
        checked={values.isAgreeMail}
        onChange={(event) => setValues((v) => ({ ...v, isAgreeMail: event.target.checked }))}
      />
      {serverCode !== undefined && (
        <FormError role="alert" data-testid="signup-error">
          {serverErrorText(serverCode)}
        </FormError>
      )}
      <Button type="submit" variant="primary" block loading={pending} data-testid="signup-submit">
        {t('auth.signup.submit')}
      </Button>
    </Form>
  );
}
