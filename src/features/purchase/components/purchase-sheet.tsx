import { lazy, Suspense } from 'react';
import type { PurchaseSheetProps } from './purchase-sheet-props';

export type { PurchaseSheetProps };

const loadOpenSheet = () => import('./open-sheet');
const OpenSheet = lazy(() => loadOpenSheet().then((m) => ({ default: m.OpenSheet })));

/**
 * Starts loading the sheet before a reader needs it (the viewer's end panel comes into view, the title page is idle),
 * so opening it does not wait for the network. Safe to call often: the module loads once.
 */
export function preloadPurchaseSheet(): void {
  void loadOpenSheet();
}

/**
 * The purchase sheet: what unlocking costs (GET /purchase/preview), the reader's coins and which lots pay, then one
 * confirmation. A confirmation carries one Idempotency-Key, sent again unchanged when it is retried after a lost
 * reply, so a reader can never pay twice for one press; a success updates the coins and every episode state on
 * screen. With coins missing, the main button leads to the shop, which comes back here after paying. Its body loads
 * on demand: the first screens of the viewer and the title page do not need it.
 */
export function PurchaseSheet(props: PurchaseSheetProps) {
  if (props.request === null) return null;
  // A new selection opens a new sheet: its own quantity and its own confirmation.
  const { contentId, episodeIds, kind } = props.request;
  return (
    <Suspense fallback={null}>
      <OpenSheet key={`${contentId}:${kind}:${episodeIds.join(',')}`} {...props} request={props.request} />
    </Suspense>
  );
}
