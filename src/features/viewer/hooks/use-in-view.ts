import { useLayoutEffect, useState, type RefObject } from 'react';

/** Share of the element that must be on screen to count as seen. */
const IN_VIEW_SHARE = 0.25;

/**
 * Whether `target` is on screen, from an IntersectionObserver (no scroll handler). Inside a scrolling box (a PAPER
 * page) the box's clipping counts too, so a panel scrolled out of its page is not "in view".
 */
export function useInView(target: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  // Observed from the element's commit, not a task later (the viewer's surface commits at transition priority).
  useLayoutEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        // A ratio just under the threshold can be reported as it is crossed (rounding), hence the small slack.
        if (entry) setInView(entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_SHARE - 0.01);
      },
      { threshold: [0, IN_VIEW_SHARE] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return inView;
}
