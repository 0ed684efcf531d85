import { Button, TextField, useForm, type FormSubmitResult } from '@/ui';
import styled from '@emotion/styled';
import { refusalText, t } from '../texts';
import { validateNewPassword, type NewPasswordValues } from '../validation';

const ORDER = ['password', 'confirm'] as const;
const EMPTY: NewPasswordValues = { password: '', confirm: '' };

/** The new password of the phone flow, typed twice; the server's refusal (EQUAL_PASSWORD …) shows under it. */
export function NewPasswordForm({ onSubmit }: { onSubmit(password: string): Promise<FormSubmitResult> }) {
  const {
    values,
    errors,
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
    validate: validateNewPassword,
    submit: (v) => onSubmit(v.password),
  });
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={t('phone.findPassword.submit')}>
      <TextField
        label={t('phone.findPassword.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={errors.password ? undefined : t('phone.findPassword.rule')}
        data-testid="phone-new-password"
        value={values.password}
        onChange={change('password')}
        error={message('password')}
      />
      <TextField
        label={t('phone.findPassword.confirm')}
        type="password"
        name="confirm"
        autoComplete="new-password"
        data-testid="phone-new-password-confirm"
        value={values.confirm}
        onChange={change('confirm')}
        error={message('confirm')}
      />
      {serverCode !== undefined && (
        <ServerError role="alert" data-testid="phone-reset-error">
          {refusalText(serverCode ?? 'UNKNOWN', 'verifyFirst')}
        </ServerError>
      )}
      <Button type="submit" block loading={pending} data-testid="phone-reset-submit">
        {t('phone.findPassword.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const ServerError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
