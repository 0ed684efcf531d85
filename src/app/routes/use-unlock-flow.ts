import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PurchaseRequest, WaitFreeResult } from '@/domain/coins';
import type { PurchaseKind } from '@/domain/enums';
import { preloadPurchaseSheet, useWaitFreeTicket } from '@/features/purchase';
import { moveToLogin, selectIsLoggedIn, useAppDispatch, useAppSelector } from '@/session';
import { forgetUnlockIntent, keepUnlockIntent, peekUnlockIntent, takeUnlockIntent } from '@/session/unlock-intent';
import { paths } from '../paths';

/** How long after a page shows that a signed-in reader's purchase sheet starts loading, out of the page's way. */
const SHEET_PRELOAD_MS = 3000;

/** The shop, keeping `returnPath` so that it comes back there after paying. */
export function shopReturnHref(returnPath: string): string {
  return `${paths.shop.href()}?${new URLSearchParams({ return: returnPath }).toString()}`;
}

export interface UnlockFlow {
  /** What the purchase sheet shows; null while it is closed. */
  request: PurchaseRequest | null;
  openSheet(episodeIds: number[], kind: PurchaseKind): void;
  closeSheet(): void;
  /** Uses the title's wait-until-free ticket; the unlocked state, or null (a guest, or a refusal already shown). */
  redeemTicket(episodeId: number): Promise<WaitFreeResult | null>;
  ticketPendingId: number | null;
  /** The shop with the way back to this page. */
  shopHref: string;
  /** True for a signed-in reader; a guest is sent to the login, which returns here. */
  requireReader(): boolean;
}

/**
 * Unlocking episodes of one title from a page (the title page, the end of an episode): the purchase sheet's state,
 * the wait-until-free ticket, and the login for a guest who tries (spec §4 "Moving to login"). A guest stopped on the
 * way to the sheet finds it open again here once signed in (src/session/unlock-intent.ts), to confirm or close.
 */
export function useUnlockFlow(contentId: number): UnlockFlow {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // Back from the login wall, the sheet the reader asked for is open at once; nothing is spent before they confirm.
  const [request, setRequest] = useState<PurchaseRequest | null>(() => (signedIn ? resumed(here, contentId) : null));
  const ticket = useWaitFreeTicket();

  useEffect(() => {
    // The kept request opens the sheet once: a signed-in reader's page uses it up (or drops one not meant for it).
    if (signedIn) takeUnlockIntent(here);
  }, [signedIn, here]);

  useEffect(() => {
    // Only a signed-in reader can open the sheet (a guest goes to the login first).
    if (!signedIn) return;
    const timer = setTimeout(preloadPurchaseSheet, SHEET_PRELOAD_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);

  /** A guest goes to the login, carrying `intent` (the sheet to open again) or nothing from an earlier wall. */
  const toLogin = (intent: PurchaseRequest | null) => {
    const url = dispatch(moveToLogin({ target: here, currentPath: location.pathname }));
    if (intent) keepUnlockIntent(here, intent);
    else forgetUnlockIntent();
    void navigate(url ?? paths.login.href(here));
  };

  const requireReader = () => {
    if (!signedIn) toLogin(null);
    return signedIn;
  };

  return {
    request,
    openSheet: (episodeIds, kind) => {
      if (signedIn) setRequest({ contentId, episodeIds, kind });
      else toLogin({ contentId, episodeIds, kind });
    },
    closeSheet: () => setRequest(null),
    redeemTicket: async (episodeId) => (requireReader() ? ticket.redeem(contentId, episodeId) : null),
    ticketPendingId: ticket.pendingId,
    shopHref: shopReturnHref(here),
    requireReader,
  };
}

/** The request a sign-in from the login wall brought back to this page of this title, if any (read only). */
function resumed(here: string, contentId: number): PurchaseRequest | null {
  const intent = peekUnlockIntent(here);
  return intent?.armed && intent.contentId === contentId
    ? { contentId, episodeIds: intent.episodeIds, kind: intent.kind }
    : null;
}
