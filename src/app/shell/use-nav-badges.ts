import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { selectUser, useAppSelector } from '@/session';
import { navBadges, refreshNavBadges, subscribeNavBadges, type NavBadges } from '@/session/nav-badges';

/** The navigation's badges for the signed-in reader, refreshed as the reader moves between pages. */
export function useNavBadges(): NavBadges {
  const userId = useAppSelector(selectUser)?.id ?? null;
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshNavBadges(userId);
  }, [userId, pathname]);
  return useSyncExternalStore(subscribeNavBadges, navBadges, navBadges);
}
