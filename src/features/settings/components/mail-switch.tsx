import type { User } from '@/domain/user';
import { t } from '@/i18n/ns/settings';
import { FlagSwitch } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';
import { useState } from 'react';
import type { SettingsActions } from '../actions';

/** The mail agreement (`PUT /user` action MAIL, new tokens); shown on the settings screen and on My page. */
export function MailSwitch({
  user,
  setMailAgreement,
}: {
  user: Pick<User, 'isAgreeMail' | 'email'>;
  setMailAgreement: SettingsActions['setMailAgreement'];
}) {
  const [failed, setFailed] = useState(false);
  async function flip() {
    const outcome = await setMailAgreement(!user.isAgreeMail);
    setFailed(!outcome.ok);
    return outcome.ok;
  }
  return (
    <>
      <FlagSwitch
        label={t('settings.mail.label')}
        hint={t('settings.mail.hint', { email: user.email })}
        checked={user.isAgreeMail}
        onFlip={flip}
        testId="switch-mail"
      />
      {failed && <InlineAlert>{t('settings.saveFailed')}</InlineAlert>}
    </>
  );
}
