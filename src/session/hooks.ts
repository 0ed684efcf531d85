import type { SessionStatus } from '@/domain/enums';
import type { CoinBalance, User } from '@/domain/user';
import { selectCoin, selectIsLoggedIn, selectSessionStatus, selectUser } from './selectors';
import { useSessionSelector } from './typed-hooks';

export function useSessionStatus(): SessionStatus {
  return useSessionSelector(selectSessionStatus);
}

export function useIsLoggedIn(): boolean {
  return useSessionSelector(selectIsLoggedIn);
}

export function useCurrentUser(): User | null {
  return useSessionSelector(selectUser);
}

export function useCoinBalance(): CoinBalance | null {
  return useSessionSelector(selectCoin);
}
