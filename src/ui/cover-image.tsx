import styled from '@emotion/styled';
import { DEVICE_IMAGE_WIDTHS, ICON_IMAGE_WIDTHS } from '@/domain/constants';
import type { ImageRef } from '@/domain/catalog';
import { imageUrl, srcSet, widthsFor } from '@/lib/image-loader';

/** Cover widths worth offering: the larger icon widths for thumbnails, then the device widths for hero images. */
const COVER_WIDTHS = [...ICON_IMAGE_WIDTHS.filter((width) => width >= 96), ...DEVICE_IMAGE_WIDTHS];

export interface CoverImageProps {
  image: ImageRef;
  /** The `sizes` attribute: how wide the cover shows, so the browser picks the smallest sharp file. */
  sizes: string;
  /** Covers are decorative next to the title's name; pass a text only where the cover stands alone. */
  alt?: string;
  /** Above the fold (the first cards of the main page): load at once instead of lazily. */
  eager?: boolean;
  /** The page's main image (a title page's cover): fetched before other images, as the largest paint waits for it. */
  priority?: boolean;
}

/**
 * A title's cover through the image resizer. Its box keeps the cover's aspect ratio before the file arrives, so lists
 * never shift while covers load.
 */
export function CoverImage({ image, sizes, alt = '', eager = false, priority = false }: CoverImageProps) {
  const sources = coverSources(image);
  return (
    <Img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      draggable={false}
    />
  );
}

/** The `src` and `srcset` of a cover: one function for the `<img>` and for preloading a page's cover (issue 30). */
export function coverSources(image: ImageRef): { src: string; srcSet: string } {
  const widths = widthsFor(image.width, COVER_WIDTHS);
  return { src: imageUrl(image.url, widths[widths.length - 1] ?? image.width), srcSet: srcSet(image.url, widths) };
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md}px;
  object-fit: cover;
`;
