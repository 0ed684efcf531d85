import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { AppLayout } from './app-layout';

/** A page whose title the API refused as adult-only, handled as the route modules do. */
function RefusedTitle() {
  const handle = useApiErrorHandler();
  return (
    <button type="button" onClick={() => handle(new ApiError('ADULT_ONLY_CONTENTS', 403))}>
      open title
    </button>
  );
}

const initialWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function renderLayout(route = '/') {
  return renderWithProviders(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [
          { index: true, element: <p>page</p> },
          { path: 'viewer/:id', handle: { fullScreen: true }, element: <p>reading</p> },
          { path: 'detail/:id', handle: { fullScreen: false }, element: <p>title</p> },
          { path: 'adult/:id', element: <RefusedTitle /> },
        ],
      },
    ],
    { route },
  );
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => {
  setWidth(initialWidth);
  scrolledTo(0);
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('AppLayout', () => {
  it('answers an adult-only refusal on any page with the adult confirmation', async () => {
    const { user } = renderLayout('/adult/3');
    await user.click(await screen.findByRole('button', { name: 'open title' }));
    expect(await screen.findByRole('dialog', { name: t('adult.title') })).toBeInTheDocument();
  });
});

describe('AppLayout navigation', () => {
  it('at 600 px shows the mobile bottom bar: home, library, shop, gift, search, my', async () => {
    setWidth(600);
    renderLayout();
    const nav = await screen.findByTestId('bottom-nav');
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual([
      t('nav.home'),
      t('nav.library'),
      t('nav.shop'),
      t('nav.gift'),
      t('nav.search'),
      t('nav.my'),
    ]);
    expect(screen.queryByTestId('desktop-nav')).toBeNull();
  });

  it('at 601 px shows the desktop links: library, shop, gift, search, my', async () => {
    setWidth(601);
    renderLayout();
    const nav = await screen.findByTestId('desktop-nav');
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual([t('nav.library'), t('nav.shop'), t('nav.gift'), t('nav.search'), t('nav.my')]);
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
  });

  it('switches when the window is resized across the breakpoint', async () => {
    setWidth(1024);
    const { store } = renderLayout();
    await screen.findByTestId('desktop-nav');
    act(() => {
      setWidth(600);
      window.dispatchEvent(new Event('resize'));
    });
    expect(await screen.findByTestId('bottom-nav')).toBeInTheDocument();
    expect(store.getState().layout).toMatchObject({ isDesktop: false, width: 600 });
  });

  it.each([600, 1024])(
    'leaves a full-screen route (the viewer) alone at %i px: no header, navigation or button',
    async (width) => {
      setWidth(width);
      scrolledTo(5000);
      renderLayout('/viewer/12');
      const main = await screen.findByRole('main');
      expect(main).toHaveTextContent('reading');
      expect(main).toHaveStyle({ paddingBottom: '0px' });
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('link', { name: t('common.appName') })).toBeNull();
      expect(screen.queryByTestId('bottom-nav')).toBeNull();
      expect(screen.queryByTestId('desktop-nav')).toBeNull();
      expect(screen.queryByRole('button', { name: t('ui.scrollToTop') })).toBeNull();
      // The skip link still has its target.
      expect(screen.getByRole('link', { name: t('nav.skipToContent') })).toHaveAttribute('href', '#main-content');
      expect(main).toHaveAttribute('id', 'main-content');
    },
  );

  it('keeps the whole shell on other routes, and brings it back when leaving the viewer', async () => {
    setWidth(600);
    scrolledTo(5000);
    const { router } = renderLayout('/viewer/12');
    await screen.findByText('reading');
    await act(() => router.navigate('/detail/3'));
    expect(await screen.findByText('title')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
    // The bottom bar (50) and the scroll-to-top button above it (16 + 44 + 8): the page's end stays clear of both.
    expect(screen.getByRole('main')).toHaveStyle({ paddingBottom: '118px' });
    expect(screen.getByRole('button', { name: t('ui.scrollToTop') })).toBeInTheDocument();
  });

  it('offers a skip link to the main content first', async () => {
    renderLayout();
    const skip = await screen.findByRole('link', { name: t('nav.skipToContent') });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toHaveTextContent('page');
  });
});

describe('AppLayout scroll restoration', () => {
  it("brings a page loaded afresh back to its own place, never to the one the tab's first page was left at", async () => {
    // As earlier pages of the tab left it: React Router keys every page loaded afresh 'default'.
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 400, '/viewer/12': 300 }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderLayout('/viewer/12');
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 300));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 400);
  });
});
