import { apiErrorOf } from '@/api';
import { t } from '@/i18n/ns/account';
import { PageHeader, useToast } from '@/ui';
import { useChangePasswordMutation } from '../api';
import { ChangePasswordForm } from './change-password-form';

/** Change password: the form wired to the API; on success a toast, then `onDone` (the route goes back to /my). */
export function ChangePasswordScreen({ onDone }: { onDone(): void }) {
  const [changePassword] = useChangePasswordMutation();
  const toast = useToast();

  async function submit(values: { oldPassword: string; newPassword: string }) {
    const result = await changePassword(values);
    if (result.error) return { ok: false, code: apiErrorOf(result.error).code };
    toast.show(t('account.changePassword.success'), { tone: 'success' });
    onDone();
    return { ok: true, code: null };
  }

  return (
    <>
      <PageHeader title={t('account.changePassword.title')} backTo="history" />
      <ChangePasswordForm onSubmit={submit} />
    </>
  );
}
