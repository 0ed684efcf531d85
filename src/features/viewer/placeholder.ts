import { thumbHashToAverageRGBA, thumbHashToDataURL } from 'thumbhash';

/** What an image box paints until its image loads: the ThumbHash preview over its average colour. */
export interface PlaceholderStyle {
  backgroundColor: string;
  backgroundImage: string;
}

/** A ThumbHash is at least this long (header and the first AC bytes); anything shorter is not one. */
const MIN_HASH_BYTES = 5;
/** Decoded previews kept: panels repeat across episodes, and each preview is a few KiB of data URL. */
const CACHE_SIZE = 300;

const cache = new Map<string, PlaceholderStyle | null>();

function decode(hash: string): PlaceholderStyle | null {
  try {
    const bytes = Uint8Array.from(atob(hash), (c) => c.charCodeAt(0));
    if (bytes.length < MIN_HASH_BYTES) return null;
    const { r, g, b, a } = thumbHashToAverageRGBA(bytes);
    const channel = (value: number) => Math.round(value * 255);
    return {
      backgroundColor: `rgba(${channel(r)}, ${channel(g)}, ${channel(b)}, ${a})`,
      backgroundImage: `url("${thumbHashToDataURL(bytes)}")`,
    };
  } catch {
    // Not base64 or not a ThumbHash: the box keeps its plain surface.
    return null;
  }
}

/**
 * The box style of a ThumbHash (base64), or null without one. Decoded once per hash: a strip reuses panels, and the
 * decode (a 32-pixel PNG built in script) is the only cost of the placeholder.
 */
export function placeholderStyle(hash: string | undefined): PlaceholderStyle | null {
  if (!hash) return null;
  const known = cache.get(hash);
  if (known !== undefined) return known;
  const style = decode(hash);
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(hash, style);
  return style;
}
