import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionCleared, sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { deferred, fakeBackend, type FakeBackend, type FakeHandler, type FakeReply } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { t } from '@/testing/texts';
import { platforms } from '../../../platforms';
import { paths } from '../paths';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';

// Issue 14 "dead ends": what a title or an episode address shows when the API refuses it.
let backend: FakeBackend;
afterEach(() => backend.restore());

function open(route: string, signedIn: boolean, replies: Record<string, FakeHandler>) {
  backend = fakeBackend(replies);
  const { store } = makeStore();
  if (signedIn) store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
  else store.dispatch(sessionCleared());
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
  const app = renderWithProviders(routes, { route, store });
  return { ...app, pathname: () => app.router.state.location.pathname };
}

const missing = () => ({ code: 'NOT_EXIST', status: 404 });

describe('an address with nothing behind it', () => {
  it.each([
    ['/detail/999', { 'GET /contents/999': missing }],
    ['/viewer/999', { 'GET /contents/viewer/999': missing }],
    ['/detail/abc', {}],
    ['/viewer/0', {}],
  ])('%s says "not found" in place, without leaving for the home page', async (route, replies) => {
    const app = open(route, false, replies);
    // The first screen of a test file waits for its lazy route module; the refusal may be asked for twice.
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: t('pages.notFound.heading') })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: t('common.toHome') })).toHaveAttribute('href', '/');
    });
    expect(app.pathname()).toBe(route);
  });
});

describe('an adult title for a guest', () => {
  it('says the title is for adults and offers the login, never that it was removed', async () => {
    const app = open('/detail/5', false, { 'GET /contents/5': () => ({ code: 'ADULT_ONLY_CONTENTS', status: 403 }) });
    await waitFor(() => {
      expect(screen.getByText(t('detail.adultOnly'))).toBeInTheDocument();
      expect(screen.getByText(t('detail.adultOnlyGuest'))).toBeInTheDocument();
      expect(screen.queryByText(t('detail.unavailableHint'))).not.toBeInTheDocument();
    });
    // The router commits the login's address once its lazy module has loaded: in this file that is the module's first
    // import, which took over 20 s beside the whole of npm test (load 17). The navigation is asked for at once. A click
    // on a button the screen had just replaced reached nothing (the refusal is asked for twice, and the screen used to
    // show a spinner in between), and once beside npm test no navigation came in 20 s: the button on screen is clicked
    // until the navigation is asked for.
    const asked = () => (app.router.state.navigation.location?.pathname ?? app.pathname()) === paths.login.path;
    await waitFor(async () => {
      if (!asked()) await app.user.click(screen.getByRole('button', { name: t('detail.login') }));
      expect(asked()).toBe(true);
    });
    await waitFor(() => expect(app.pathname()).toBe(paths.login.path), { timeout: 50_000 });
  });
});

describe('a locked episode', () => {
  const locked = () => ({ code: 'UNAUTHORIZED_CONTENTS', status: 403 });

  it('sends a guest to the login, to come back to the episode', async () => {
    const app = open('/viewer/31', false, { 'GET /contents/viewer/31': locked });
    await waitFor(() => expect(app.pathname()).toBe(paths.login.path));
    expect(app.router.state.location.search).toContain(encodeURIComponent('/viewer/31'));
    // The login took the refused address's place: Back from it does not land here and bounce to the login again.
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it("leads a signed-in reader to the title's unlock choices", async () => {
    const app = open('/viewer/31', true, {
      'GET /contents/viewer/31': locked,
      'GET /contents/viewer/31/title': () => ({ data: { contentId: 7 } }),
    });
    await waitFor(() => expect(app.pathname()).toBe('/detail/7'));
  });

  it('keeps its spinner while the title loads: no empty page in between', async () => {
    const title = deferred<FakeReply>();
    const app = open('/viewer/31', true, {
      'GET /contents/viewer/31': locked,
      'GET /contents/viewer/31/title': () => ({ data: { contentId: 7 } }),
      'GET /contents/7': () => title.promise,
    });
    // Whenever the router reports the way to the title, the page still shows where it is going: checked in the
    // router's own notice, not by polling (the title's loader may be done before a poll looks).
    const shown: boolean[] = [];
    app.router.subscribe((state) => {
      if (state.navigation.location?.pathname !== '/detail/7') return;
      shown.push(screen.queryByText(t('detail.toTitle'))?.closest('[role="status"]') != null);
    });
    await waitFor(() => expect(app.pathname()).toBe('/detail/7'));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain(false);
    title.resolve(missing());
    expect(await screen.findByRole('heading', { name: t('pages.notFound.heading') })).toBeInTheDocument();
  });
});
