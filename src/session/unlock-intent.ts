import { COOKIES } from '@/domain/constants';
import type { PurchaseRequest } from '@/domain/coins';
import { PurchaseKind } from '@/domain/enums';
import { tabRecord } from '@/lib/tab-record';

/**
 * What a guest asked for when the login wall stopped them: the rent or buy sheet of some episodes, on one page. It
 * lives in this tab's sessionStorage, so it survives the social provider's round trip, and it is bound three ways so
 * that it can never act for someone else: to the page (only that page opens it), to the login this site asked for
 * (it lasts as long as the login check, spec §9) and to one sign-in through that login (the first sign-in arms it
 * when it returns to that page and drops it otherwise; the page takes an armed one once, and drops any other). It
 * only ever opens the sheet: the reader still confirms.
 */
export interface UnlockIntent extends PurchaseRequest {
  /** The page (path and query) the reader returns to, where the sheet opens again. */
  path: string;
  /** When the wall stopped the reader (ms). */
  at: number;
  /** A sign-in from the login wall went through and returned to `path`: the page may open the sheet. */
  armed: boolean;
}

const STORAGE_KEY = 'unlock-intent';
const LIFETIME_MS = COOKIES.loginCheck.maxAge * 1000;

/** At the login wall: the sheet this page opens again once the reader is back signed in. */
export function keepUnlockIntent(path: string, request: PurchaseRequest, now = Date.now()): void {
  const intent: UnlockIntent = { ...request, episodeIds: [...request.episodeIds], path, at: now, armed: false };
  record.write(intent);
}

/** The intent waiting for `path`, left in place: the login and sign-up pages say why the reader is there. */
export function peekUnlockIntent(path: string, now = Date.now()): UnlockIntent | null {
  const intent = record.read();
  return intent && intent.path === path && fresh(intent, now) ? intent : null;
}

/**
 * The armed intent of `path`, used up: a signed-in reader's page opens its sheet once. Any other intent is dropped
 * too (not armed: no sign-in from the wall came back here), so a signed-in reader never carries one along.
 */
export function takeUnlockIntent(path: string, now = Date.now()): UnlockIntent | null {
  const intent = peekUnlockIntent(path, now);
  forgetUnlockIntent();
  return intent?.armed ? intent : null;
}

/** A sign-in went through: the intent is armed for the page the reader is sent back to, and dropped for any other. */
export function settleUnlockIntent(returnPath: string, now = Date.now()): void {
  const intent = peekUnlockIntent(returnPath, now);
  if (intent) record.write({ ...intent, armed: true });
  else forgetUnlockIntent();
}

/** Another login wall (favourite, ticket) or a sign-in elsewhere: the earlier request is not what the reader wants. */
export function forgetUnlockIntent(): void {
  record.write(null);
}

function fresh(intent: UnlockIntent, now: number): boolean {
  return now >= intent.at && now - intent.at < LIFETIME_MS;
}

/** Whatever the storage holds is checked field by field: another script or an old version may have written it. */
const record = tabRecord<UnlockIntent>(STORAGE_KEY, ({ path, at, contentId, episodeIds, kind, armed }) => {
  const ids = Array.isArray(episodeIds) && episodeIds.length > 0 && episodeIds.every(isId) ? episodeIds : null;
  if (typeof path !== 'string' || !path.startsWith('/') || typeof at !== 'number' || !isId(contentId) || !ids)
    return null;
  if (kind !== PurchaseKind.RENTAL && kind !== PurchaseKind.BUY) return null;
  return { path, at, contentId, episodeIds: ids, kind, armed: armed === true };
});

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
