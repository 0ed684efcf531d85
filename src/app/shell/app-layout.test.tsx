import { t } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLayout } from './app-layout';

const initialWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function renderLayout() {
  return renderWithProviders([{ path: '/', Component: AppLayout, children: [{ index: true, element: <p>page</p> }] }]);
}

afterEach(() => setWidth(initialWidth));

describe('AppLayout navigation', () => {
  it('at 600 px shows the mobile bottom bar: home, shop, gift, search, my', async () => {
    setWidth(600);
    renderLayout();
    const nav = await screen.findByTestId('bottom-nav');
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual([t('nav.home'), t('nav.shop'), t('nav.gift'), t('nav.search'), t('nav.my')]);
    expect(screen.queryByTestId('desktop-nav')).toBeNull();
  });

  it('at 601 px shows the desktop links: shop, gift, search, my', async () => {
    setWidth(601);
    renderLayout();
    const nav = await screen.findByTestId('desktop-nav');
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual([t('nav.shop'), t('nav.gift'), t('nav.search'), t('nav.my')]);
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

  it('offers a skip link to the main content first', async () => {
    renderLayout();
    const skip = await screen.findByRole('link', { name: t('nav.skipToContent') });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toHaveTextContent('page');
  });
});
