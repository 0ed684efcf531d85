import { useLayoutEffect, useState, type RefObject } from 'react';
import { LAZY_ROOT_MARGIN } from '@/domain/constants';
import type { NearRange } from '../load-window';

export const SLOT_ATTRIBUTE = 'data-slot';

/**
 * The first and last slot within the lazy root margin of the viewport (spec §9: 200 px), from one
 * IntersectionObserver over every `[data-slot]` box of the container: no scroll handler, no layout reads.
 * Until the observer reports, the range is the `fallback` slot (the one the reader is restored to).
 */
export function useNearSlots(container: RefObject<HTMLElement | null>, count: number, fallback: number): NearRange {
  const [range, setRange] = useState<NearRange>({ first: fallback, last: fallback });

  // Observed from the boxes' commit, not a task later (the viewer's surface commits at transition priority).
  useLayoutEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const near = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).getAttribute(SLOT_ATTRIBUTE));
          if (entry.isIntersecting) near.add(index);
          else near.delete(index);
        }
        if (near.size === 0) return;
        const first = Math.min(...near);
        const last = Math.max(...near);
        setRange((previous) => (previous.first === first && previous.last === last ? previous : { first, last }));
      },
      { rootMargin: `${LAZY_ROOT_MARGIN} 0px` },
    );
    root.querySelectorAll(`[${SLOT_ATTRIBUTE}]`).forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [container, count]);

  return range;
}
