import { LegalPage } from './legal-page';

/** `/policy`: the terms of use. */
export function Component() {
  return <LegalPage name="terms" />;
}
