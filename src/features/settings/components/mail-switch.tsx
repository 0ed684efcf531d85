import type { User } from '@/domain/user';
import { t } from '@/i18n/ns/settings';
import { FlagSwitch } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';
import { useState } from 'react';
import type { SettingsActions } from '../actions';
import type { UserUpdateOutcome } from '@/session/user-update-thunks';

/** A consent stored by a `PUT /user` action (new tokens): flips, and says so when the save failed. */
function ConsentSwitch(props: {
  label: string;
  hint: string;
  checked: boolean;
  testId: string;
  save: (value: boolean) => Promise<UserUpdateOutcome>;
}) {
  const [failed, setFailed] = useState(false);
  async function flip() {
    const outcome = await props.save(!props.checked);
    setFailed(!outcome.ok);
    return outcome.ok;
  }
  return (
    <>
      <FlagSwitch label={props.label} hint={props.hint} checked={props.checked} onFlip={flip} testId={props.testId} />
      {failed && <InlineAlert>{t('settings.saveFailed')}</InlineAlert>}
    </>
  );
}

/** The mail agreement (`PUT /user` action MAIL, new tokens); shown on the settings screen and on My page. */
export function MailSwitch({
  user,
  setMailAgreement,
}: {
  user: Pick<User, 'isAgreeMail' | 'email'>;
  setMailAgreement: SettingsActions['setMailAgreement'];
}) {
  return (
    <ConsentSwitch
      label={t('settings.mail.label')}
      hint={t('settings.mail.hint', { email: user.email })}
      checked={user.isAgreeMail}
      save={setMailAgreement}
      testId="switch-mail"
    />
  );
}

/** The ad-tracking consent (`PUT /user` action AD_TRACKING, issue 13): purchases and sign-ups shared, or not. */
export function AdTrackingSwitch({
  user,
  setAdTracking,
}: {
  user: Pick<User, 'isAgreeAdTracking'>;
  setAdTracking: SettingsActions['setAdTracking'];
}) {
  return (
    <ConsentSwitch
      label={t('settings.adTracking.label')}
      hint={t('settings.adTracking.hint')}
      checked={user.isAgreeAdTracking}
      save={setAdTracking}
      testId="switch-ad-tracking"
    />
  );
}
