import { Button, TextField, useForm, type FormSubmitResult } from '@/ui';
import { NewPasswordFields } from '@/ui/password-field';
import { t } from '../recovery-texts';
import { validateResetPassword, type ResetPasswordValues } from '../recovery-validation';
import { serverErrorText } from '../validation';
import { Form, FormError } from './form-layout';

export interface ResetPasswordFormProps {
  /** The account of the link, shown read-only (spec §2: the reset page shows the e-mail). */
  email: string;
  onSubmit(newPassword: string): Promise<FormSubmitResult>;
}

const ORDER = ['newPassword', 'confirm'] as const;
const EMPTY: ResetPasswordValues = { newPassword: '', confirm: '' };

/** The new password twice, under the one policy; a refusal the form can mend (EQUAL_PASSWORD, …) stays on it. */
export function ResetPasswordForm({ email, onSubmit }: ResetPasswordFormProps) {
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
    validate: validateResetPassword,
    submit: (v) => onSubmit(v.newPassword),
  });

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={t('recovery.reset.formLabel')}>
      <TextField
        label={t('recovery.field.email')}
        type="email"
        name="email"
        autoComplete="username"
        readOnly
        data-testid="reset-password-email"
        value={email}
      />
      <NewPasswordFields
        form={{ values, change, message }}
        password={{ name: 'newPassword', label: t('recovery.field.newPassword'), testId: 'reset-password-new' }}
        confirm={{ name: 'confirm', label: t('recovery.field.confirm'), testId: 'reset-password-confirm' }}
        rule={t('recovery.reset.rule')}
      />
      {serverCode !== undefined && (
        <FormError role="alert" data-testid="reset-password-error" data-code={serverCode ?? ''}>
          {serverCode === 'EQUAL_PASSWORD' ? t('recovery.outcome.EQUAL_PASSWORD') : serverErrorText(serverCode)}
        </FormError>
      )}
      <Button type="submit" variant="primary" block loading={pending} data-testid="reset-password-submit">
        {t('recovery.reset.submit')}
      </Button>
    </Form>
  );
}
