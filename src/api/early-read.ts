import { currentAccessToken } from './auth-bridge';
import { call } from './call';
import type { ServiceGroup } from './clients';
import { readEnvelope } from './envelope';

/** A GET of the API: what a route's loader may start before the screen that reads it has loaded. */
export interface ApiRead {
  group: ServiceGroup;
  path: string;
}

/** The title page's call (`detail` in docs/api.md). */
export const titleRead = (contentId: number): ApiRead => ({ group: 'backend', path: `contents/${contentId}` });

/** The viewer's call for one episode. */
export const episodeRead = (episodeId: number): ApiRead => ({ group: 'backend', path: `contents/viewer/${episodeId}` });

interface EarlyRead {
  /** The session's token when the read left: a reply for another reader is never handed over. */
  token: string | null;
  reply: Promise<unknown>;
}

const reads = new Map<string, EarlyRead>();
const keyOf = ({ group, path }: ApiRead) => `${group} ${path}`;

/**
 * Starts a screen's first call from its route's loader, as soon as the session is known and while the screen's chunks
 * still load: on a deep link (an episode shared on social media) the call no longer waits for those files. The
 * screen's query takes the reply over (takeEarlyRead) instead of asking again. Answers the function that forgets the
 * read if nobody took it, so that a later refetch never gets this reply.
 */
export function startEarlyRead(read: ApiRead): () => void {
  const key = keyOf(read);
  // On a first visit index.html may have asked already, with the document: a guest's loader takes that reply.
  const fromDocument = read.group === 'backend' ? takeDocumentRead<unknown>(read.path) : undefined;
  const early: EarlyRead = {
    token: currentAccessToken(),
    reply: fromDocument ?? call<unknown>(read.group, 'get', read.path),
  };
  // Its error reaches the query that takes it; one nobody takes is dropped without an unhandled rejection.
  early.reply.catch(() => undefined);
  reads.set(key, early);
  return () => {
    if (reads.get(key) === early) reads.delete(key);
  };
}

/**
 * The reply of an early read still waiting for its query, without taking it: the route's loader derives the screen's
 * largest image from it and preloads that image while the screen's chunks still load (issue 30).
 */
export function peekEarlyRead(read: ApiRead): Promise<unknown> | undefined {
  return reads.get(keyOf(read))?.reply;
}

/** The reply of the early read of this call, once; none when no read was started or the session changed since. */
export function takeEarlyRead(read: ApiRead): Promise<unknown> | undefined {
  const key = keyOf(read);
  const early = reads.get(key);
  if (!early) return undefined;
  reads.delete(key);
  return early.token === currentAccessToken() ? early.reply : undefined;
}

declare global {
  interface Window {
    /**
     * The first screen's calls started by index.html before the bundle (issue 30), by path under the backend group:
     * the home page's three lists on `/`, the title on `/detail/:id`, the episode on `/viewer/:id`.
     */
    __documentReads?: Record<string, Promise<Response | null> | undefined>;
  }
}

/**
 * The reply of a call that index.html started with the document, once; none when it did not start one, or when a
 * reader is signed in (those reads went without the token, and the API answers a guest's then: the caller asks with
 * the token instead). A reply that never came (offline, refused) is asked again through the call layer, which says why.
 */
export function takeDocumentRead<T>(path: string): Promise<T> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__documentReads;
  const read = reads?.[path];
  if (!read) return undefined;
  delete reads[path];
  if (currentAccessToken() !== null) return undefined;
  return read.then((response) => (response ? readEnvelope<T>(response) : call<T>('backend', 'get', path)));
}
