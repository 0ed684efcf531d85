import { DEVICE_IMAGE_WIDTHS, IMAGE_DEFAULT_QUALITY } from '@/domain/constants';

/** The resizing endpoint of spec §9; it accepts only the device and icon widths. */
const IMAGE_ENDPOINT = '/_next/image';

/** The URL of `src` resized to `width` pixels by the image endpoint. */
export function imageUrl(src: string, width: number, quality: number = IMAGE_DEFAULT_QUALITY): string {
  const params = new URLSearchParams({ url: src, w: String(width), q: String(quality) });
  return `${IMAGE_ENDPOINT}?${params.toString()}`;
}

/** A `srcset` over the given widths, so the browser picks the smallest file that is sharp on this screen. */
export function srcSet(
  src: string,
  widths: readonly number[] = DEVICE_IMAGE_WIDTHS,
  quality: number = IMAGE_DEFAULT_QUALITY,
): string {
  return widths.map((width) => `${imageUrl(src, width, quality)} ${width}w`).join(', ');
}

/**
 * The device widths worth offering for an image `naturalWidth` pixels wide: the endpoint never enlarges, so widths
 * above the original would only repeat its largest file under another URL.
 */
export function widthsFor(naturalWidth: number, widths: readonly number[] = DEVICE_IMAGE_WIDTHS): number[] {
  const fitting = widths.filter((width) => width <= naturalWidth);
  return fitting.length > 0 ? fitting : widths.slice(0, 1);
}
