import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SKIP_WAITING, SW_URL } from './register';
import { UPDATED_FLAG } from './update-state';

/** A worker container as the browser gives it, driven by the test (jsdom has none). */
function fakeContainer({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const posted: unknown[] = [];
  const worker = (state: string) =>
    Object.assign(new EventTarget(), { state, postMessage: (message: unknown) => posted.push(message) });
  const registration = Object.assign(new EventTarget(), {
    active: controlled ? worker('activated') : null,
    waiting: waiting ? worker('installed') : null,
    installing: null as (EventTarget & { state: string }) | null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? registration.active : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  return { container: container as unknown as ServiceWorkerContainer, registration, posted, worker };
}

/** A click on a link of the site, as the router's links are. */
function clickInternalLink() {
  const link = document.createElement('a');
  link.href = '/library';
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  link.click();
  link.remove();
}

afterEach(() => sessionStorage.clear());

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container } = fakeContainer({ controlled: false, waiting: false });
    registerServiceWorker(container, vi.fn());
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith(SW_URL, { scope: '/' }));
  });

  it('lets a waiting build take over only at the next navigation, then reloads with the "updated" note', async () => {
    const { container, posted } = fakeContainer({ controlled: true, waiting: true });
    const reload = vi.fn();
    registerServiceWorker(container, reload);
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    await Promise.resolve();
    // Reading goes on: nothing is asked of the waiting worker until the reader moves.
    expect(posted).toEqual([]);

    clickInternalLink();
    await vi.waitFor(() => expect(posted).toEqual([SKIP_WAITING]));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBe('1');
  });

  it('does the same for a build found while the page runs (updatefound, then installed)', async () => {
    const { container, registration, posted, worker } = fakeContainer({ controlled: true, waiting: false });
    registerServiceWorker(container, vi.fn());
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    await Promise.resolve();
    const installing = worker('installing');
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    registration.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    expect(posted).toEqual([]);
    dispatchEvent(new PopStateEvent('popstate'));
    expect(posted).toEqual([SKIP_WAITING]);
  });

  it("takes the first install's claim of the page for no update: no reload, no note", async () => {
    const { container } = fakeContainer({ controlled: false, waiting: false });
    const reload = vi.fn();
    registerServiceWorker(container, reload);
    container.dispatchEvent(new Event('controllerchange'));
    clickInternalLink();
    dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBeNull();
  });
});

describe('the first load', () => {
  it('does not import the registration: src/main.tsx loads it dynamically, after the load event (or at once after it)', () => {
    const main = readFileSync('src/main.tsx', 'utf8');
    const staticImports = [...main.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(staticImports.some((path) => path?.includes('pwa/register'))).toBe(false);
    expect(main).toMatch(/const registerWorker = \(\) =>\s*import\('\.\/pwa\/register'\)/);
    // index.html may start the bundle after the load event: then it registers at once.
    expect(main).toMatch(
      /if \(document\.readyState === 'complete'\) registerWorker\(\);\s*else addEventListener\('load', registerWorker/,
    );
    // Nor does anything else the shell imports statically.
    const shell = readFileSync('src/pwa/pwa-status.tsx', 'utf8');
    expect(shell).not.toMatch(/from '\.\/register'|from '\.\/pwa-notes'/);
  });
});
