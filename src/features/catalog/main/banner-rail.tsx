import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useRef, useState, type UIEvent } from 'react';
import type { Banner } from '@/domain/catalog';
import { theme } from '@/ui';
import type { CarouselControls } from './banner-engine';
import { BannerSlide } from './banner-slide';
import { CarouselButton, Glyph } from './carousel-controls';
import { BANNER_HEIGHT } from './main-layout';
import { useCarouselWanted } from './use-carousel-engine';
import { t } from './main-texts';

// Loaded on demand (useCarouselWanted). Offline or on a failed chunk the native rail simply keeps working.
const BannerEngine = lazy(() =>
  import('./banner-engine').then(
    (module) => ({ default: module.BannerEngine }),
    () => ({ default: () => null }),
  ),
);

/**
 * The banners of the main page. They first render as a native scroll-snap rail (swipe, buttons, keyboard through the
 * links and buttons); embla-carousel-react takes over the same DOM when it is first needed (useCarouselWanted) and
 * then slides by itself every 5 s.
 */
export function BannerRail({ banners }: { banners: Banner[] }) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const controls = useRef<CarouselControls | null>(null);
  const [index, setIndex] = useState(0);
  const total = banners.length;
  const wanted = useCarouselWanted(root, total > 1);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const node = event.currentTarget;
    // Once embla runs the rail, its 'select' event reports the slide instead.
    if (!node.dataset.engine) setIndex(Math.round(node.scrollLeft / Math.max(1, node.clientWidth)));
  };
  const go = (step: 1 | -1) => {
    if (controls.current) controls.current.go(step);
    // The native rail loops like the carousel will; CSS decides between a smooth and an instant move.
    else if (viewport) scrollToSlide(viewport, (index + step + total) % total);
  };
  const onReady = useCallback((ready: CarouselControls | null) => {
    controls.current = ready;
  }, []);

  return (
    <Carousel ref={setRoot} aria-label={t('home.main.banners')}>
      <div ref={setViewport} onScroll={onScroll} data-testid="banner-viewport">
        <div>
          {banners.map((banner, i) => (
            <BannerSlide key={banner.id} banner={banner} index={i} total={total} eager={i === 0} />
          ))}
        </div>
      </div>
      {total > 1 && (
        <p>
          <CarouselButton type="button" aria-label={t('home.main.previous')} onClick={() => go(-1)}>
            <Glyph>
              <path d="M15.4 4.6 8 12l7.4 7.4 1.4-1.4-6-6 6-6z" />
            </Glyph>
          </CarouselButton>
          <span aria-hidden="true">{t('home.main.counter', { current: index + 1, total })}</span>
          <CarouselButton type="button" aria-label={t('home.main.next')} onClick={() => go(1)}>
            <Glyph>
              <path d="M8.6 4.6 16 12l-7.4 7.4-1.4-1.4 6-6-6-6z" />
            </Glyph>
          </CarouselButton>
          {wanted && root && viewport && (
            <Suspense>
              <BannerEngine root={root} viewport={viewport} onReady={onReady} onSelect={setIndex} />
            </Suspense>
          )}
        </p>
      )}
    </Carousel>
  );
}

/** Setting scrollLeft (not scrollTo) lets the rail's CSS `scroll-behavior` pick a smooth or an instant move. */
function scrollToSlide(viewport: HTMLElement, slide: number) {
  viewport.scrollLeft = slide * viewport.clientWidth;
}

const box = `
  height: ${BANNER_HEIGHT.mobile}px;
  ${theme.media.desktop} {
    height: ${BANNER_HEIGHT.desktop}px;
  }
`;

const Carousel = styled.section`
  ${box}
  position: relative;
  overflow: hidden;
  & > div {
    height: 100%;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    @media (prefers-reduced-motion: no-preference) {
      scroll-behavior: smooth;
    }
  }
  & > div[data-engine] {
    overflow: hidden;
    scroll-behavior: auto;
  }
  & > div > div {
    display: flex;
    height: 100%;
  }
  & > p {
    position: absolute;
    right: ${theme.space.sm}px;
    bottom: ${theme.space.sm}px;
    display: flex;
    align-items: center;
    color: #fff;
    background: rgba(0, 0, 0, 0.6);
    border-radius: ${theme.radii.pill}px;
  }
  & > p > span {
    font-size: ${theme.fontSizes.xs}px;
  }
`;

/** The banner's box while the banners load (or failed to), so the sections below never move. */
export const BannerBox = styled.div`
  ${box}
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.colors.surface};
`;
