import { PurchaseKind } from '@/domain/enums';
import { t } from '@/i18n/ns/auth';
import { Note } from './auth-screen';

/** What the guest was about to do when the login wall stopped them: renting or buying some episodes. */
export interface UnlockReason {
  kind: PurchaseKind;
  count: number;
}

/** Why the reader is asked to sign in, and that the sheet opens again afterwards with nothing spent yet. */
export function UnlockReasonNote({ reason }: { reason: UnlockReason }) {
  const key = reason.kind === PurchaseKind.RENTAL ? 'auth.reason.rent' : 'auth.reason.buy';
  return (
    <Note role="status" data-testid="login-reason">
      {t(key, { count: reason.count })}
    </Note>
  );
}
