import { useEffect, useRef, useState } from 'react';
import { LAZY_ROOT_MARGIN } from '@/domain/constants';

/**
 * True once the returned element comes within the lazy margin of spec §9 (200 px) of the viewport, and from then on:
 * what lies below the fold loads when the reader scrolls towards it, never with the page. Without an
 * IntersectionObserver (no supported browser lacks one) it stays false and nothing extra loads.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return [near, ref] as const;
}
