import { t } from '@/i18n/ns/auth';
import { VisuallyHidden } from '@/ui';
import { Note } from './auth-screen';

export interface LegalLinksProps {
  termsHref: string;
  privacyHref: string;
}

/**
 * The terms and the privacy policy beside a consent tick. They open in a new tab, so reading them never loses what
 * the reader has typed or ticked on the form.
 */
export function LegalLinks({ termsHref, privacyHref }: LegalLinksProps) {
  const newTab = <VisuallyHidden> ({t('auth.legal.newTab')})</VisuallyHidden>;
  return (
    <Note>
      <a href={termsHref} target="_blank" rel="noopener" data-testid="legal-terms-link">
        {t('auth.legal.terms')}
        {newTab}
      </a>
      {' · '}
      <a href={privacyHref} target="_blank" rel="noopener" data-testid="legal-privacy-link">
        {t('auth.legal.privacy')}
        {newTab}
      </a>
    </Note>
  );
}
