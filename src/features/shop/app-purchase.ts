import { t } from '@/i18n/ns/app';
import { appBridge } from '@/lib/app-bridge';

/**
 * A package bought inside the apps (issue 13 §5): the charge the API made is paid through the store by the native
 * bridge, not the web checkout. Loaded only in the app (charge-form.tsx), with the `app` messages of spec §8.
 */
export async function payInApp(paymentId: string): Promise<{ ok: boolean; message: string }> {
  const outcome = await appBridge().purchase(paymentId);
  return outcome.ok
    ? { ok: true, message: t('app.paid') }
    : { ok: false, message: t(`app.failure.${outcome.failure}`) };
}
