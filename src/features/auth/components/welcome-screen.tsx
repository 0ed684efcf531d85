import { messagesFor } from '@/i18n';
import { auth } from '@/i18n/ns/auth';
import { social } from '@/i18n/ns/social';
import { Button, Checkbox } from '@/ui';
import { useState, type FormEvent } from 'react';
import { AuthScreen, Note } from './auth-screen';
import { Form, FormError } from './form-layout';
import { LegalLinks } from './legal-links';

const { t } = messagesFor({ auth, social });

export interface WelcomeScreenProps {
  termsHref: string;
  privacyHref: string;
  /** Where the reader goes once the consent is recorded: the page the sign-in started from. */
  onDone(): void;
  /**
   * Records the consent to the terms and the mail agreement (the route: `PUT /user` action MAIL with the terms
   * version, as the settings screen does); rejects on failure.
   */
  save(isAgreeMail: boolean): Promise<unknown>;
}

/**
 * `/callback/login-newuser`: the first sign-in through a provider made an account. Welcome, then the consent the
 * sign-up form asks of an e-mail account: the terms (required) and the mail agreement (optional, off by default).
 */
export function LoginNewUserScreen({ termsHref, privacyHref, onDone, save }: WelcomeScreenProps) {
  const [agreeTerms, setAgreeTerms] = useState(false);
  const [agreeMail, setAgreeMail] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreeTerms) return setError(t('social.welcome.termsRequired'));
    setPending(true);
    setError(null);
    try {
      await save(agreeMail);
      onDone();
    } catch {
      setError(t('social.welcome.failed'));
      setPending(false);
    }
  }

  return (
    <AuthScreen title={t('auth.newUser.title')}>
      <div>
        <h2>{t('auth.newUser.heading')}</h2>
        <Note>{t('auth.newUser.description')}</Note>
      </div>
      <Form noValidate onSubmit={(e) => void submit(e)} aria-label={t('social.welcome.consentHeading')}>
        <h3>{t('social.welcome.consentHeading')}</h3>
        <Checkbox
          label={t('social.welcome.agreeTerms')}
          checked={agreeTerms}
          data-testid="welcome-terms"
          onChange={(e) => setAgreeTerms(e.target.checked)}
        />
        <LegalLinks termsHref={termsHref} privacyHref={privacyHref} />
        <Checkbox
          label={t('social.welcome.agreeMail')}
          checked={agreeMail}
          data-testid="welcome-mail"
          onChange={(e) => setAgreeMail(e.target.checked)}
        />
        <Note>{t('social.welcome.mailHint')}</Note>
        {error ? <FormError role="alert">{error}</FormError> : null}
        <Button type="submit" variant="primary" block loading={pending} data-testid="welcome-start">
          {t('social.welcome.start')}
        </Button>
      </Form>
    </AuthScreen>
  );
}
