import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ThemeDetail } from '@/domain/themes';
import { t } from '@/i18n/ns/themes';
import { buildContentSummary, buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { sessionEstablished } from '@/session';
import { ThemeScreen } from './theme-screen';

const THEME: ThemeDetail = {
  id: 7,
  title: 'Binge-worthy completed series',
  description: 'Every episode is out.',
  items: [
    buildContentSummary({ name: 'Silent Orchard' }),
    buildContentSummary({ name: 'Iron Tower', isAdult: true }),
    buildContentSummary({ name: 'Glass Oath' }),
  ],
};

let backend: FakeBackend;
afterEach(() => backend.restore());

const renderTheme = (id: number | null) =>
  renderWithProviders(<ThemeScreen id={id} detailHref={(n) => `/detail/${n}`} mainHref="/" />);

describe('ThemeScreen', () => {
  it("shows the theme's title, description and every title as a card opening its detail page", async () => {
    backend = fakeBackend({ 'GET /theme/7': () => ({ data: THEME }) });
    renderTheme(7);
    expect(await screen.findByRole('heading', { level: 1, name: THEME.title })).toBeInTheDocument();
    expect(screen.getByText(THEME.description)).toBeInTheDocument();
    expect(screen.getByText(t('themes.count', { count: 3 }))).toBeInTheDocument();
    const cards = screen.getAllByTestId('content-card');
    THEME.items.forEach((item, i) => expect(cards[i]).toHaveTextContent(item.name));
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(THEME.items.map((item) => `/detail/${item.id}`));
    expect(screen.getByRole('button', { name: t('ui.back') })).toBeInTheDocument();
  });

  it("says NOT_FOUND_THEME in the reader's language for an unknown theme, with the way to the main page", async () => {
    backend = fakeBackend({ 'GET /theme/404': () => ({ code: 'NOT_FOUND_THEME', status: 404 }) });
    renderTheme(404);
    expect(await screen.findByText(t('errors.NOT_FOUND_THEME'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('themes.toMain') })).toHaveAttribute('href', '/');
    expect(backend.calls('GET /theme/404')).toHaveLength(1);
  });

  it('says so without asking the API when the address holds no id', async () => {
    backend = fakeBackend({});
    renderTheme(null);
    expect(await screen.findByText(t('errors.NOT_FOUND_THEME'))).toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });

  it('offers a retry when loading failed, and says when no title is left to show', async () => {
    let reply: FakeReply = { code: 'SERVER_ERROR', status: 500 };
    backend = fakeBackend({ 'GET /theme/7': () => reply });
    const { user } = renderTheme(7);
    expect(await screen.findByText(t('themes.failed'))).toBeInTheDocument();
    reply = { data: { ...THEME, items: [] } };
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByText(t('themes.empty'))).toBeInTheDocument();
    expect(screen.queryByTestId('content-card')).not.toBeInTheDocument();
  });

  it('loads the theme again for a reader who signs in, whose titles may differ', async () => {
    backend = fakeBackend({ 'GET /theme/7': () => ({ data: THEME }) });
    const { store } = renderTheme(7);
    await screen.findByRole('heading', { level: 1, name: THEME.title });
    await act(async () => {
      store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
    });
    await expect.poll(() => backend.calls('GET /theme/7').length).toBe(2);
    expect(backend.calls('GET /theme/7')[1]?.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
