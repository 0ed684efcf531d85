import { t } from '@/i18n/ns/auth';
import { NewTabLinks } from '@/ui/new-tab-links';
import { Note } from './auth-screen';

export interface LegalLinksProps {
  termsHref: string;
  privacyHref: string;
}

/** The terms and the privacy policy beside a consent tick, in a new tab so the form keeps what was typed. */
export function LegalLinks({ termsHref, privacyHref }: LegalLinksProps) {
  return (
    <Note>
      <NewTabLinks
        newTab={t('auth.legal.newTab')}
        links={[
          { href: termsHref, label: t('auth.legal.terms'), testId: 'legal-terms-link' },
          { href: privacyHref, label: t('auth.legal.privacy'), testId: 'legal-privacy-link' },
        ]}
      />
    </Note>
  );
}
