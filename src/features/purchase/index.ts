export { purchaseApi, UNLOCKED_TAGS } from './api';
export { preloadPurchaseSheet, PurchaseSheet, type PurchaseSheetProps } from './components/purchase-sheet';
export { useAutoUnlock, type AutoUnlock, type AutoUnlockOptions } from './hooks/use-auto-unlock';
export { useWaitFreeTicket, type WaitFreeTicket } from './hooks/use-wait-free-ticket';
export { autoChoice, followersOf, unlockable, type AutoChoice, type SelectableEpisode } from './selection';
