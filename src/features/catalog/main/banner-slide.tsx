import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from '@/domain/catalog';
import { ICON_IMAGE_WIDTHS } from '@/domain/constants';
import { imageUrl, srcSet, widthsFor } from '@/lib/image-loader';
import { theme, VisuallyHidden } from '@/ui';
import { bannerColors, bannerTarget } from './banner-link';
import { BANNER_ICON_SIZES } from './main-layout';
import { t } from './main-texts';

const ICON_WIDTHS = [...ICON_IMAGE_WIDTHS.filter((width) => width >= 128), 640, 750];

export interface BannerSlideProps {
  banner: Banner;
  index: number;
  total: number;
  /** The first banner is the page's largest image above the fold: it loads at once. */
  eager: boolean;
}

/** One banner, laid out as its layout says: icon only, text only, icon then text, or text then icon. */
export function BannerSlide({ banner, index, total, eager }: BannerSlideProps) {
  const { layout, title, subtitle, icon } = banner;
  // A banner whose icon is missing still says what it is about.
  const onlyIcon = layout === 'ONLY_ICON' && icon !== null;
  const widths = icon ? widthsFor(icon.width, ICON_WIDTHS) : [];
  const image = icon && layout !== 'ONLY_TEXT' && (
    <img
      src={imageUrl(icon.url, widths.at(-1) ?? icon.width)}
      srcSet={srcSet(icon.url, widths)}
      sizes={BANNER_ICON_SIZES}
      width={icon.width}
      height={icon.height}
      alt={onlyIcon ? title : ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
  const text = !onlyIcon && (
    <p>
      <strong>{title}</strong>
      {subtitle}
    </p>
  );
  return (
    <Slide
      role="group"
      aria-label={t('home.main.position', { current: index + 1, total })}
      data-layout={onlyIcon ? 'ONLY_ICON' : layout}
      style={bannerColors(banner.background)}
    >
      <Target link={banner.link}>
        {layout === 'TEXT_ICON' ? text : image}
        {layout === 'TEXT_ICON' ? image : text}
      </Target>
    </Slide>
  );
}

/** Spec §5: links to this site are routed inside the app; others open in a new tab without access to this page. */
function Target({ link, children }: { link: string; children: ReactNode }) {
  const target = bannerTarget(link, window.location.origin);
  if (target?.kind === 'app') return <Link to={target.to}>{children}</Link>;
  if (target?.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
        <VisuallyHidden>{t('home.main.newTab')}</VisuallyHidden>
      </a>
    );
  }
  return <div>{children}</div>;
}

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  scroll-snap-align: start;
  & > * {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space.lg}px;
    height: 100%;
    padding: ${theme.space.lg}px ${theme.space.xl}px;
    color: inherit;
    text-decoration: none;
    outline-offset: -4px;
  }
  &[data-layout='ONLY_ICON'] > * {
    padding: 0;
  }
  img {
    width: auto;
    height: 100%;
    object-fit: contain;
    border-radius: ${theme.radii.md}px;
  }
  p {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space.xs}px;
    max-height: 100%;
    overflow: hidden;
    font-size: ${theme.fontSizes.sm}px;
    line-height: ${theme.lineHeights.tight};
  }
  strong {
    font-size: ${theme.fontSizes.xl}px;
  }
`;
