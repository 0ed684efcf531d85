import styled from '@emotion/styled';
import { changedNickname, NICKNAME_MAX } from '@/domain/profile';
import type { User } from '@/domain/user';
import { t } from '@/i18n/ns/settings';
import { Button, TextField, useToast } from '@/ui';
import { type FormEvent, useState } from 'react';
import type { SettingsActions } from '../actions';
import { useSettingsActions } from '../use-settings-actions';
import { MailSwitch } from './mail-switch';

/**
 * My page's profile part: the nickname (`PUT /user` PROFILE, the sign-up rule: 1 to 30 characters, no control
 * characters) and the mail agreement. The API answers new tokens; the reloaded user shows the new nickname.
 */
export function ProfileEditor({
  user,
  actions: given,
}: {
  user: Pick<User, 'nickname' | 'isAgreeMail' | 'email'>;
  actions?: SettingsActions;
}) {
  const actions = useSettingsActions(given);
  const toast = useToast();
  const [nickname, setNickname] = useState(user.nickname);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!changedNickname.safeParse(nickname).success) {
      setError(t('settings.profile.invalid', { max: NICKNAME_MAX }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const outcome = await actions.changeNickname(nickname.trim());
      if (outcome.ok) toast.show(t('settings.profile.saved'), { tone: 'success' });
      else setError(t('settings.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="settings-profile">
      <h2 id="settings-profile">{t('settings.profile.heading')}</h2>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('settings.profile.nickname')}
          hint={t('settings.profile.nicknameHint', { max: NICKNAME_MAX })}
          error={error}
          value={nickname}
          maxLength={NICKNAME_MAX}
          onChange={(event) => setNickname(event.target.value)}
          data-testid="nickname-input"
        />
        <Button type="submit" variant="secondary" loading={busy} data-testid="nickname-save">
          {t('settings.profile.save')}
        </Button>
        <MailSwitch user={user} setMailAgreement={actions.setMailAgreement} />
      </Form>
    </section>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
