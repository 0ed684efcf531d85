// The pause button's texts come with the carousel: the main page registers only its own (main-texts.ts).
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { BANNER_AUTO_SLIDE_MS } from '@/domain/constants';
import { t } from '@/i18n/ns/home';
import { CarouselButton, Glyph } from './carousel-controls';
import { REDUCED_MOTION, prefersReducedMotion } from './reduced-motion';
import { useAutoplay } from './use-autoplay';

/** How the rail's buttons move the carousel once embla runs it. */
export interface CarouselControls {
  go(step: 1 | -1): void;
}

export interface BannerEngineProps {
  root: HTMLElement;
  /** The native scroll-snap viewport embla takes over; its first child is the track of slides. */
  viewport: HTMLElement;
  /** Hands the rail's buttons the carousel's moves (null when it stops). */
  onReady(controls: CarouselControls | null): void;
  onSelect(index: number): void;
}

/** A native scroll still moving (a swipe, a button's smooth scroll) ends before embla takes over, so nothing jumps. */
const SETTLE_MS = 150;

/**
 * Swaps the native rail for embla on the same DOM within embla's own start-up: the viewport stops scrolling natively
 * (data-engine) and embla's transform shows the same slide in the same task, so no frame shows anything else.
 */
function takeOver(viewport: HTMLElement): EmblaPluginType {
  return {
    name: 'takeOverNativeRail',
    options: {},
    init() {
      viewport.dataset.engine = 'embla';
      viewport.scrollLeft = 0;
    },
    destroy() {
      delete viewport.dataset.engine;
    },
  };
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

function useSettled(viewport: HTMLElement): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSettled(true), SETTLE_MS);
    };
    arm();
    viewport.addEventListener('scroll', arm, { passive: true });
    return () => {
      clearTimeout(timer);
      viewport.removeEventListener('scroll', arm);
    };
  }, [viewport, settled]);
  return settled;
}

/**
 * The banner carousel once embla-carousel-react has loaded (on demand, see useCarouselWanted): it runs the rail the
 * reader already sees, loops, slides every BANNER_AUTO_SLIDE_MS unless paused, and renders the pause button.
 */
export function BannerEngine({ root, viewport, onReady, onSelect }: BannerEngineProps) {
  const settled = useSettled(viewport);
  const reduced = useReducedMotion();
  const options = useMemo<EmblaOptionsType>(
    () =>
      settled ? { loop: true, startIndex: Math.round(viewport.scrollLeft / Math.max(1, viewport.clientWidth)) } : {},
    [settled, viewport],
  );
  const plugins = useMemo(() => [takeOver(viewport)], [viewport]);
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  const autoplay = useAutoplay(api, root, { delay: BANNER_AUTO_SLIDE_MS, enabled: !reduced });

  useEffect(() => {
    if (settled) emblaRef(viewport);
  }, [settled, viewport, emblaRef]);

  useEffect(() => {
    if (!api) return;
    const select = (embla: EmblaCarouselType) => onSelect(embla.selectedScrollSnap());
    api.on('select', select);
    onReady({ go: (step) => (step > 0 ? api.scrollNext(reduced) : api.scrollPrev(reduced)) });
    return () => {
      api.off('select', select);
      onReady(null);
    };
  }, [api, onReady, onSelect, reduced]);

  if (reduced || !api) return null;
  return (
    <CarouselButton
      type="button"
      aria-label={autoplay.stopped ? t('home.autoplay.play') : t('home.autoplay.pause')}
      onClick={autoplay.toggle}
    >
      <Glyph>
        <path d={autoplay.stopped ? 'M8 5v14l11-7z' : 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z'} />
      </Glyph>
    </CarouselButton>
  );
}
