import { isErrorCode } from '@/domain';
import { t } from '@/i18n';
import { Button, TextField } from '@/ui';
import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import { validateChangePassword, type ChangePasswordErrors, type ChangePasswordValues } from '../validation';

export interface ChangePasswordResult {
  ok: boolean;
  code: string | null;
}

export interface ChangePasswordFormProps {
  onSubmit(values: { oldPassword: string; newPassword: string }): Promise<ChangePasswordResult>;
}

const ORDER = ['oldPassword', 'newPassword', 'confirm'] as const;
const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirm: '' };

export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [serverCode, setServerCode] = useState<string | null | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof ChangePasswordValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const message = (field: keyof ChangePasswordValues) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    setServerCode(undefined);
    const invalid = ORDER.find((field) => found[field] !== undefined);
    if (invalid) {
      const control = formRef.current?.elements.namedItem(invalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setPending(true);
    try {
      const result = await onSubmit({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      if (!result.ok) setServerCode(result.code);
    } finally {
      setPending(false);
    }
  }

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
      <TextField
        label={t('account.changePassword.new')}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        hint={errors.newPassword ? undefined : t('account.changePassword.rule')}
        data-testid="change-password-new"
        value={values.newPassword}
        onChange={change('newPassword')}
        error={message('newPassword')}
      />
      <TextField
        label={t('account.changePassword.confirm')}
        type="password"
        name="confirm"
        autoComplete="new-password"
        data-testid="change-password-confirm"
        value={values.confirm}
        onChange={change('confirm')}
        error={message('confirm')}
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
