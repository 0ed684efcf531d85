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

/** An idle period shorter than this decodes nothing more: one decode takes about 1 ms, 4-5 ms on a mid-range phone. */
const IDLE_SLICE_MS = 6;
/**
 * Nor does one idle callback run longer than this, however long the idle period: the browser offers up to 50 ms, and
 * with a garbage collection on top a full period made a 57-63 ms task during the viewer's load at 4x CPU (issue 30).
 */
const IDLE_SLICE_MAX_MS = 12;

/**
 * Decodes the previews of `hashes` ahead of need, in the browser's idle time, a few per idle period: a box that
 * enters the load window while the reader scrolls then finds its preview decoded, instead of decoding it inside the
 * scroll's render (at 4x CPU, three new boxes made a 15-20 ms slice of that frame; issue 30). Answers a function
 * that stops the warm-up.
 */
export function warmPlaceholders(hashes: readonly (string | undefined)[]): () => void {
  const queue = hashes.filter((hash): hash is string => Boolean(hash) && !cache.has(hash!));
  let next = 0;
  let cancel: () => void = () => undefined;
  const work = (hasTime: () => boolean) => {
    do {
      const hash = queue[next];
      next += 1;
      if (hash !== undefined) placeholderStyle(hash);
    } while (next < queue.length && hasTime());
    if (next < queue.length) schedule();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback((deadline) => {
        const until = performance.now() + IDLE_SLICE_MAX_MS;
        work(() => deadline.timeRemaining() > IDLE_SLICE_MS && performance.now() < until);
      });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no idle callback: one decode per task, which never makes a long one.
      const timer = setTimeout(() => work(() => false), 0);
      cancel = () => clearTimeout(timer);
    }
  };
  if (queue.length > 0) schedule();
  return () => cancel();
}
