import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ABORTED, ApiError } from '@/api';
import { COOKIES } from '@/domain/constants';
import { t } from '@/testing/texts';
import { getCookie, setCookie } from '@/lib/cookies';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { selectIsLoggedIn } from '@/session/selectors';
import { useAdultHandler } from './api-error-provider';
import { useApiErrorHandler } from './use-api-error-handler';

/** A screen whose call fails with `error`, and then, when given, with `next`. */
function Screen({ error, next }: { error: unknown; next?: unknown }) {
  const handle = useApiErrorHandler();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => handle(error)}>
        fail
      </button>
      {next === undefined ? null : (
        <button type="button" onClick={() => handle(next)}>
          fail again
        </button>
      )}
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function setup(
  error: unknown,
  route: string | string[] = '/detail/7?tab=1',
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  const view = renderWithProviders(<Screen error={error} />, { route, ...options });
  const location = () => screen.getByLabelText('location').textContent;
  const fail = () => view.user.click(screen.getByRole('button', { name: 'fail' }));
  return { ...view, location, fail };
}

/** The toast region is always in the page; the message arrives once the error messages have loaded. */
const alertSays = (text: string) => waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

let reloads = 0;
let restore: () => void = () => undefined;
beforeEach(() => {
  reloads = 0;
  restore = configureSessionRuntime({ reload: () => (reloads += 1) });
});
afterEach(() => restore());

describe('useApiErrorHandler', () => {
  it('shows the message as a toast and goes to the shop, which brings the reader back here (COIN_INSUFFICIENT)', async () => {
    const { fail, location } = setup(new ApiError('COIN_INSUFFICIENT', 400));
    await fail();
    await alertSays(t('errors.COIN_INSUFFICIENT'));
    await waitFor(() => expect(location()).toBe(`/shop?${new URLSearchParams({ return: '/detail/7?tab=1' })}`));
  });

  it('says the service is briefly away and leaves the reader where they are (SERVICE_UNAVAILABLE, 503)', async () => {
    const { fail, location } = setup(new ApiError('SERVICE_UNAVAILABLE', 503));
    await fail();
    await alertSays(t('errors.SERVICE_UNAVAILABLE'));
    expect(location()).toBe('/detail/7?tab=1');
  });

  it('goes to the consent screen with the page as callback when a buy needs the consent (TERMS_REQUIRED)', async () => {
    const { fail, location } = setup(new ApiError('TERMS_REQUIRED', 403), '/viewer/12?auto=1');
    await fail();
    await alertSays(t('errors.TERMS_REQUIRED'));
    await waitFor(() =>
      expect(location()).toBe(`/callback/login-newuser?${new URLSearchParams({ callback: '/viewer/12?auto=1' })}`),
    );
  });

  it("takes an endpoint's error as it comes: the base query's plain { code, status }", async () => {
    const { fail } = setup({ code: 'RENT_PURCHASE_IMPOSSIBLE', status: 409 });
    await fail();
    await alertSays(t('errors.RENT_PURCHASE_IMPOSSIBLE'));
    expect(reloads).toBe(1);
  });

  it('reloads the page for a reload target', async () => {
    const { fail } = setup(new ApiError('RENT_PURCHASE_IMPOSSIBLE', 409));
    await fail();
    await alertSays(t('errors.RENT_PURCHASE_IMPOSSIBLE'));
    expect(reloads).toBe(1);
  });

  it('goes back for a back target', async () => {
    const { fail, location } = setup(new ApiError('NOT_EXIST', 404), ['/notice', '/notice/detail/3']);
    await fail();
    await waitFor(() => expect(location()).toBe('/notice'));
  });

  it('goes home for a back target on a page opened directly, instead of leaving the site', async () => {
    const { fail, location } = setup(new ApiError('NOT_EXIST', 404), '/viewer/99');
    await fail();
    await alertSays(t('errors.NOT_EXIST'));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('asks in a dialog for a login target, then moves to login with the page as callback', async () => {
    setCookie(COOKIES.isSignUp.name, 'Y', 3600);
    const { fail, location, user } = setup(new ApiError('NOT_LOGIN_USER', 401));
    await fail();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t('errors.NOT_LOGIN_USER'));
    expect(location()).toBe('/detail/7?tab=1');
    await user.click(within(dialog).getByRole('button', { name: t('common.confirm') }));
    await waitFor(() => expect(location()).toBe(`/user/login?callback=${encodeURIComponent('/detail/7?tab=1')}`));
    expect(getCookie(COOKIES.isSignUp.name)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays when the login dialog is cancelled', async () => {
    const { fail, location, user } = setup(new ApiError('NOT_LOGIN_USER', 401));
    await fail();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('common.cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/detail/7?tab=1');
  });

  it('logs out for a logout target', async () => {
    const { fail, store } = setup(new ApiError('EXPIRED_REFRESH_TOKEN', 401), '/my', {
      preloadedState: {
        session: { status: 'authenticated', user: buildUser(), tokens: buildTokens() },
        coin: { balance: buildCoin() },
      },
    });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    await fail();
    await alertSays(t('errors.EXPIRED_REFRESH_TOKEN'));
    await expect.poll(() => selectIsLoggedIn(store.getState())).toBe(false);
  });

  it.each([
    ['an unknown code', new ApiError('SOMETHING_NEW', 400)],
    ['an error that is not an ApiError', new TypeError('x is undefined')],
  ])('shows UNKNOWN for %s and stays', async (_name, error) => {
    const { fail, location } = setup(error);
    await fail();
    await alertSays(t('errors.UNKNOWN'));
    expect(location()).toBe('/detail/7?tab=1');
  });

  it('stays silent for a call the screen aborted itself', async () => {
    // With the messages already loaded, every error takes the same path in turn: once the dialog of the error after
    // the aborted one is up, a message for the aborted one would be on screen too.
    await import('@/i18n/ns/errors');
    const { user } = renderWithProviders(
      <Screen error={new ApiError(ABORTED, null)} next={new ApiError('NOT_LOGIN_USER', 401)} />,
      { route: '/detail/7' },
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(screen.getByRole('button', { name: 'fail again' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(t('errors.NOT_LOGIN_USER'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  describe('the adult target', () => {
    function AdultConfirmation({ onOpen }: { onOpen(): void }) {
      useAdultHandler(onOpen);
      return null;
    }

    it('without an adult confirmation mounted, informs in the message dialog', async () => {
      const { fail, user } = setup(new ApiError('ADULT_ONLY_CONTENTS', 403));
      await fail();
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(t('errors.ADULT_ONLY_CONTENTS'));
      await user.click(within(dialog).getByRole('button', { name: t('common.confirm') }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('with one mounted, opens it directly: no message dialog, no toast', async () => {
      const onOpen = vi.fn();
      const view = renderWithProviders(
        <>
          <AdultConfirmation onOpen={onOpen} />
          <Screen error={new ApiError('ADULT_ONLY_CONTENTS', 403)} />
        </>,
        { route: '/detail/7' },
      );
      await view.user.click(screen.getByRole('button', { name: 'fail' }));
      await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    });

    it('once it unmounts, the message dialog is back', async () => {
      const onOpen = vi.fn();
      function Page() {
        const [mounted, setMounted] = useState(true);
        return (
          <>
            {mounted && <AdultConfirmation onOpen={onOpen} />}
            <button type="button" onClick={() => setMounted(false)}>
              unmount
            </button>
            <Screen error={new ApiError('ADULT_ONLY_CONTENTS', 403)} />
          </>
        );
      }
      const view = renderWithProviders(<Page />, { route: '/detail/7' });
      await view.user.click(screen.getByRole('button', { name: 'unmount' }));
      await view.user.click(screen.getByRole('button', { name: 'fail' }));
      expect(await screen.findByRole('dialog')).toHaveTextContent(t('errors.ADULT_ONLY_CONTENTS'));
      expect(onOpen).not.toHaveBeenCalled();
    });
  });
});
