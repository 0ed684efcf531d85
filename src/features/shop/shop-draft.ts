import { tabRecord } from '@/lib/tab-record';

/**
 * The purchase a reader has set out on: the package and their consent to the cautions. The web checkout is another
 * page, so a payment that fails or is cancelled there brings the reader back to a new shop; this tab's sessionStorage
 * keeps their choice and their tick until the purchase is paid (once per purchase), for one reader only.
 */
export interface ShopDraft {
  /** The reader it belongs to (their reader key): nobody else's shop starts with it. */
  reader: string;
  productId: number;
  consented: true;
  /** When the reader pressed "buy" (ms). */
  at: number;
}

const STORAGE_KEY = 'shop-draft';
/** A checkout round trip takes minutes; a later visit is a new decision and is asked again. */
const LIFETIME_MS = 30 * 60 * 1000;

/** Checked field by field: another script or an older version may have written it. */
const record = tabRecord<ShopDraft>(STORAGE_KEY, ({ reader, productId, consented, at }) => {
  if (typeof reader !== 'string' || consented !== true || typeof at !== 'number') return null;
  if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId <= 0) return null;
  return { reader, productId, consented, at };
});

/** The reader pressed "buy": what they chose and agreed to stays until the purchase is paid. */
export function keepShopDraft(reader: string, productId: number, now = Date.now()): void {
  const draft: ShopDraft = { reader, productId, consented: true, at: now };
  record.write(draft);
}

/** This reader's draft while it is fresh, or null. */
export function readShopDraft(reader: string, now = Date.now()): ShopDraft | null {
  const draft = record.read();
  return draft && draft.reader === reader && now >= draft.at && now - draft.at < LIFETIME_MS ? draft : null;
}

/** The purchase was paid: the next one starts with nothing ticked. */
export function forgetShopDraft(): void {
  record.write(null);
}
