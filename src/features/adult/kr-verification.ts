import { call } from '@/api';
import { env } from '@/config/env';
import { KR_REFUSALS, type KrIdentityForm } from '@/domain/kr-identity';
import { t } from '@/i18n/ns/krAdult';

/** Where the reader was when the Korean step began: the return screen sends them back there (this tab only). */
export const KR_RETURN_KEY = 'krAdultReturn';

/** `GET /nice/encode`: the form for the identity provider, for the signed-in reader (spec §7). */
export function openKrVerification(): Promise<KrIdentityForm> {
  return call<KrIdentityForm>('backend', 'get', 'nice/encode');
}

/**
 * Posts the provider's form as a full-page navigation (no popup window, no iframe): the provider answers by sending
 * the browser back to the return route. Its action is a path on the API's host, which may not be the page's.
 */
export function postToProvider(form: KrIdentityForm, returnTo: string, doc: Document = document): void {
  sessionStorage.setItem(KR_RETURN_KEY, returnTo);
  const element = doc.createElement('form');
  element.method = form.method;
  element.action = new URL(form.action, new URL(env.serviceUrls.backend, doc.location.href)).toString();
  for (const [name, value] of Object.entries(form.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  doc.body.append(element);
  element.submit();
}

/** The page to go back to after a verification (a same-site path only); null when none was kept. */
export function keptReturnPath(): string | null {
  const path = sessionStorage.getItem(KR_RETURN_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function forgetReturnPath(): void {
  sessionStorage.removeItem(KR_RETURN_KEY);
}

/** What the reader is told about a failed step: the API's reason when it gave one, else by code. */
export function krProblemMessage(outcome: { code: string | null; reason?: string | undefined }, age: number): string {
  const reason = KR_REFUSALS.find((r) => r === outcome.reason) ?? (outcome.code === 'TIMEOUT' ? 'EXPIRED' : null);
  if (reason) return t(`krAdult.refusal.${reason}`, { age });
  return outcome.code === 'PAYMENT_UNAVAILABLE' ? t('krAdult.unavailable') : t('krAdult.failed');
}
