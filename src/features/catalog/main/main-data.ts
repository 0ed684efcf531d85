import { call } from '@/api';
import { takeDocumentRead } from '@/api/early-read';
import type { Banner, MainSection } from '@/domain/catalog';
import { QUERY_CACHE_SECONDS } from '@/domain/constants';
import type { ThemeSummary } from '@/domain/themes';

export interface MainPageData {
  banners: Banner[];
  sections: MainSection[];
  /** The theme collections (issue 13), each with its first titles, shown as rails below the sections. */
  themes: ThemeSummary[];
}

/** A settled load: the main page shows a failure in place instead of throwing to the route's error screen. */
export type MainLoad = { ok: true; data: MainPageData } | { ok: false; error: unknown };

interface Entry {
  promise: Promise<MainLoad>;
  reader: string;
  at: number;
  failed: boolean;
}

// The main page stays off RTK Query (its chunk would weigh on the first load): plain calls, kept here for the cache
// time of spec §9, so that coming back to `/` renders at once from the same settled promise.
let entry: Entry | null = null;

/** A call of the page, taken from the ones index.html started with the document when there are (a guest's). */
const read = <T>(path: string): Promise<T> => takeDocumentRead<T>(path) ?? call<T>('backend', 'get', path);

/**
 * The banners, sections and themes for a reader, fetched together once and shared until they are an hour old or the
 * reader changes (the API leaves out the adult and BL titles a reader may not see). Never rejects: `use()` reads the outcome.
 */
export function loadMain(reader: string, now = Date.now()): Promise<MainLoad> {
  if (entry && entry.reader === reader && now - entry.at < QUERY_CACHE_SECONDS * 1000) return entry.promise;
  const current: Entry = { promise: Promise.resolve({ ok: false, error: null }), reader, at: now, failed: false };
  current.promise = Promise.all([
    read<Banner[]>('banners'),
    read<MainSection[]>('sections'),
    read<ThemeSummary[]>('theme'),
  ]).then(
    ([banners, sections, themes]) => ({ ok: true, data: { banners, sections, themes } }),
    (error: unknown) => {
      current.failed = true;
      return { ok: false, error };
    },
  );
  entry = current;
  return current.promise;
}

/** Drops a failed load so that the next read asks again (a retry, or a new visit to the page). */
export function forgetFailedMain(): void {
  if (entry?.failed) entry = null;
}

/** Tests start from an empty cache. */
export function clearMainCache(): void {
  entry = null;
}
