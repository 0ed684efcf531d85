import { LegalPage } from './legal-page';

/** `/privacy`: the privacy policy. */
export function Component() {
  return <LegalPage name="privacy" />;
}
