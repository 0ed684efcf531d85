/**
 * Cache Storage for unit tests (jsdom has none): named caches of responses keyed by absolute URL. `quotaBytes` makes
 * a put that would go over it fail as a browser does, with a QuotaExceededError.
 */
export interface FakeCaches {
  /** Keys (absolute URLs) of one cache. */
  keys(name: string): string[];
  restore(): void;
}

export function installFakeCaches({ quotaBytes = Number.POSITIVE_INFINITY } = {}): FakeCaches {
  const stores = new Map<string, Map<string, { body: ArrayBuffer; init: ResponseInit }>>();
  const keyOf = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), location.href).href;
  const used = () =>
    [...stores.values()].reduce(
      (sum, store) => sum + [...store.values()].reduce((s, e) => s + e.body.byteLength, 0),
      0,
    );

  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, { body: ArrayBuffer; init: ResponseInit }>();
    stores.set(name, store);
    return Promise.resolve({
      async put(request: RequestInfo | URL, response: Response) {
        const body = await response.arrayBuffer();
        if (used() + body.byteLength > quotaBytes) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        store.set(keyOf(request), { body, init: { status: response.status, headers: response.headers } });
      },
      match(request: RequestInfo | URL) {
        const entry = store.get(keyOf(request));
        return Promise.resolve(entry ? new Response(entry.body.slice(0), entry.init) : undefined);
      },
      delete(request: RequestInfo | URL) {
        return Promise.resolve(store.delete(keyOf(request)));
      },
      keys() {
        return Promise.resolve([...store.keys()].map((url) => new Request(url)));
      },
    } as unknown as Cache);
  };
  const fake = { open } as unknown as CacheStorage;
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'caches');
  Object.defineProperty(globalThis, 'caches', { value: fake, configurable: true, writable: true });
  return {
    keys: (name) => [...(stores.get(name)?.keys() ?? [])],
    restore() {
      if (previous) Object.defineProperty(globalThis, 'caches', previous);
      else delete (globalThis as { caches?: unknown }).caches;
    },
  };
}
