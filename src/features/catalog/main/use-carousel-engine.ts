import { useEffect, useState } from 'react';
import { BANNER_AUTO_SLIDE_MS } from '@/domain/constants';
import { prefersReducedMotion } from './reduced-motion';

/** What counts as the first interaction with the rail: a pointer, a touch, focus or a key inside it. */
const INTERACTIONS = ['pointerdown', 'pointerenter', 'touchstart', 'focusin', 'keydown'] as const;

let requested = false;

/**
 * Decides when embla-carousel-react is needed, keeping it off the first load: when the first automatic slide is due
 * (the rail has been on screen, in a visible tab, for BANNER_AUTO_SLIDE_MS) or at the first interaction with the
 * rail, whichever comes first. Under reduced motion nothing slides by itself, so only an interaction counts. Once
 * asked for, later visits take over at once.
 */
export function useCarouselWanted(root: HTMLElement | null, enabled: boolean): boolean {
  const [wanted, setWanted] = useState(requested);

  useEffect(() => {
    if (!enabled || wanted || !root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Without IntersectionObserver (old browsers) the rail counts as on screen.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            visible = entries.some((entry) => entry.isIntersecting);
            arm();
          });
    let visible = observer === null;
    const want = () => {
      requested = true;
      setWanted(true);
    };
    const arm = () => {
      clearTimeout(timer);
      if (visible && !document.hidden && !prefersReducedMotion()) timer = setTimeout(want, BANNER_AUTO_SLIDE_MS);
    };
    observer?.observe(root);
    arm();
    document.addEventListener('visibilitychange', arm);
    for (const type of INTERACTIONS) root.addEventListener(type, want, { passive: true });
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', arm);
      for (const type of INTERACTIONS) root.removeEventListener(type, want);
    };
  }, [root, enabled, wanted]);

  return wanted;
}

/** Tests start each rail as on a first visit. */
export function forgetCarouselDemand(): void {
  requested = false;
}
