import { isErrorCode } from '@/domain';
import { messagesFor } from '@/i18n';
import { account } from '@/i18n/ns/account';
import { errors } from '@/i18n/ns/errors';
import { Button, TextField, useForm, type FormSubmitResult } from '@/ui';
import { NewPasswordFields } from '@/ui/password-field';
import styled from '@emotion/styled';
import { validateChangePassword, type ChangePasswordValues } from '../validation';

export type { FormSubmitResult as ChangePasswordResult } from '@/ui';

export interface ChangePasswordFormProps {
  onSubmit(values: { oldPassword: string; newPassword: string }): Promise<FormSubmitResult>;
}

const { t } = messagesFor({ account, errors });

const ORDER = ['oldPassword', 'newPassword', 'confirm'] as const;
const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirm: '' };

export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
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
    validate: validateChangePassword,
    submit: (v) => onSubmit({ oldPassword: v.oldPassword, newPassword: v.newPassword }),
  });

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={t('account.changePassword.title')}>
      <TextField
        label={t('account.changePassword.old')}
        type="password"
        name="oldPassword"
        autoComplete="current-password"
        data-testid="change-password-old"
        value={values.oldPassword}
        onChange={change('oldPassword')}
        error={message('oldPassword')}
      />
      <NewPasswordFields
        form={{ values, change, message }}
        password={{ name: 'newPassword', label: t('account.changePassword.new'), testId: 'change-password-new' }}
        confirm={{ name: 'confirm', label: t('account.changePassword.confirm'), testId: 'change-password-confirm' }}
        rule={t('account.changePassword.rule')}
        revealable={false}
      />
      {serverCode !== undefined && (
        <ServerError role="alert" data-testid="change-password-error">
          {isErrorCode(serverCode) ? t(`errors.${serverCode}`) : t('errors.UNKNOWN')}
        </ServerError>
      )}
      <Button type="submit" variant="primary" block loading={pending} data-testid="change-password-submit">
        {t('account.changePassword.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.lg}px;
`;

const ServerError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
