import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

export interface AutoplayOptions {
  /** Time each slide stays before the next one comes. */
  delay: number;
  /** Off under reduced motion: nothing then slides by itself. */
  enabled: boolean;
}

export interface Autoplay {
  /** Slides are moving by themselves right now. */
  running: boolean;
  /** The reader stopped the slides with the pause button. */
  stopped: boolean;
  toggle(): void;
}

/**
 * Moves an embla carousel to its next slide every `delay` ms. It holds while the pointer is over `root` or focus is
 * inside it, while the tab is hidden, and after the reader pressed pause; any slide change (a swipe, a button) gives
 * the new slide its full `delay`.
 */
export function useAutoplay(
  api: EmblaCarouselType | undefined,
  root: HTMLElement | null,
  { delay, enabled }: AutoplayOptions,
): Autoplay {
  // The carousel may take over while the pointer or focus is already inside.
  const [hovered, setHovered] = useState(() => root?.matches(':hover') ?? false);
  const [focused, setFocused] = useState(() => root?.contains(document.activeElement) ?? false);
  const [hidden, setHidden] = useState(() => document.hidden);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!root) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) setFocused(false);
    };
    const visibility = () => setHidden(document.hidden);
    root.addEventListener('pointerenter', enter);
    root.addEventListener('pointerleave', leave);
    root.addEventListener('focusin', focusIn);
    root.addEventListener('focusout', focusOut);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      root.removeEventListener('pointerenter', enter);
      root.removeEventListener('pointerleave', leave);
      root.removeEventListener('focusin', focusIn);
      root.removeEventListener('focusout', focusOut);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [root]);

  const running = Boolean(api) && enabled && !stopped && !hovered && !focused && !hidden;

  useEffect(() => {
    if (!api || !running) return;
    let timer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(next, delay);
    };
    function next() {
      api?.scrollNext();
      restart();
    }
    restart();
    api.on('select', restart);
    api.on('pointerDown', restart);
    return () => {
      clearTimeout(timer);
      api.off('select', restart);
      api.off('pointerDown', restart);
    };
  }, [api, running, delay]);

  const toggle = useCallback(() => setStopped((value) => !value), []);
  return { running, stopped, toggle };
}
