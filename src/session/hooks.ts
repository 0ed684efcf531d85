import type { SessionStatus } from '@/domain/enums';
import type { CoinBalance, User } from '@/domain/user';
import { selectCoin, selectIsLoggedIn, selectSessionStatus, selectUser } from './selectors';
import { useAppSelector } from './typed-hooks';

export function useSessionStatus(): SessionStatus {
  return useAppSelector(selectSessionStatus);
}

export function useIsLoggedIn(): boolean {
  return useAppSelector(selectIsLoggedIn);
}

export function useCurrentUser(): User | null {
  return useAppSelector(selectUser);
}

export function useCoinBalance(): CoinBalance | null {
  return useAppSelector(selectCoin);
}
