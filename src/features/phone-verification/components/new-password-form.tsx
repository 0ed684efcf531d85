import { Button, useForm, type FormSubmitResult } from '@/ui';
import { NewPasswordFields } from '@/ui/password-field';
import styled from '@emotion/styled';
import { refusalText, t } from '../texts';
import { validateNewPassword, type NewPasswordValues } from '../validation';

const ORDER = ['password', 'confirm'] as const;
const EMPTY: NewPasswordValues = { password: '', confirm: '' };

/** The new password of the phone flow, typed twice; the server's refusal (EQUAL_PASSWORD …) shows under it. */
export function NewPasswordForm({ onSubmit }: { onSubmit(password: string): Promise<FormSubmitResult> }) {
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
    validate: validateNewPassword,
    submit: (v) => onSubmit(v.password),
  });
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={t('phone.findPassword.submit')}>
      <NewPasswordFields
        form={{ values, change, message }}
        password={{ name: 'password', label: t('phone.findPassword.newPassword'), testId: 'phone-new-password' }}
        confirm={{ name: 'confirm', label: t('phone.findPassword.confirm'), testId: 'phone-new-password-confirm' }}
        rule={t('phone.findPassword.rule')}
        revealable={false}
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
