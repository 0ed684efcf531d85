import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/testing/texts';
import { sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { deferred, fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { favorite, renderSignedIn } from '../testing/library-harness';
import { FavoriteList } from './favorite-list';

let backend: FakeBackend;
afterEach(() => backend.restore());

const shown = () => screen.queryAllByTestId(/^favorite-/).map((card) => card.dataset.testid);
const removeButton = (name: string) =>
  screen.getByRole('button', { name: t('library.favorite.remove', { title: name }) });
const renderFavorites = () =>
  renderSignedIn(<FavoriteList detailHref={(id) => `/detail/${id}`} homeHref="/" />, '/library/favorite');

describe('FavoriteList', () => {
  it('shows the favourites in the order the API gives (newest first), each linking to its title', async () => {
    backend = fakeBackend({ 'GET /library/favorite': () => ({ data: [favorite(2, 'Newer'), favorite(1, 'Older')] }) });
    renderFavorites();
    expect(await screen.findByText('Newer')).toBeInTheDocument();
    expect(shown()).toEqual(['favorite-2', 'favorite-1']);
    expect(screen.getByText(t('library.favorite.count', { count: 2 }))).toBeInTheDocument();
    expect(within(screen.getByTestId('favorite-1')).getByRole('link')).toHaveAttribute('href', '/detail/1');
  });

  it('removes a favourite at once, before the API answers, and says so once it has', async () => {
    const answer = deferred<FakeReply>();
    let list = [favorite(3, 'Star'), favorite(2, 'Moon'), favorite(1, 'Sea')];
    backend = fakeBackend({
      'GET /library/favorite': () => ({ data: list }),
      'DELETE /library/favorite/2': () => answer.promise,
    });
    const { user } = renderFavorites();
    await user.click(await screen.findByRole('button', { name: t('library.favorite.remove', { title: 'Moon' }) }));
    expect(shown()).toEqual(['favorite-3', 'favorite-1']);
    expect(backend.calls('DELETE /library/favorite/2')).toHaveLength(1);
    // Focus moves to the card that took the removed one's place.
    expect(removeButton('Sea')).toHaveFocus();
    list = list.filter((c) => c.id !== 2);
    answer.resolve({ data: { contentId: 2, isFavorite: false } });
    expect(await screen.findByText(t('library.favorite.removed', { title: 'Moon' }))).toBeInTheDocument();
    // The 'Library' tag refreshes the list from the API, which agrees.
    await waitFor(() => expect(backend.calls('GET /library/favorite')).toHaveLength(2));
    expect(shown()).toEqual(['favorite-3', 'favorite-1']);
  });

  it('puts the favourite back where it was and shows the error when the API refuses', async () => {
    backend = fakeBackend({
      'GET /library/favorite': () => ({ data: [favorite(3, 'Star'), favorite(2, 'Moon'), favorite(1, 'Sea')] }),
      'DELETE /library/favorite/2': () => ({ code: 'SERVER_ERROR', status: 500 }),
    });
    const { user } = renderFavorites();
    await user.click(await screen.findByRole('button', { name: t('library.favorite.remove', { title: 'Moon' }) }));
    expect(await screen.findByText(t('errors.SERVER_ERROR'))).toBeInTheDocument();
    // The message and the undone removal come from two settlements of one refusal: either may render first.
    await waitFor(() => expect(shown()).toEqual(['favorite-3', 'favorite-2', 'favorite-1']));
    expect(screen.queryByText(t('library.favorite.removed', { title: 'Moon' }))).toBeNull();
  });

  it('says there are no favourites yet and leads to the main page', async () => {
    backend = fakeBackend({ 'GET /library/favorite': () => ({ data: [] }) });
    const { user } = renderFavorites();
    expect(await screen.findByRole('heading', { name: t('pages.library.emptyFavorite') })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: t('library.toHome') }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('asks again for another reader, never showing the previous reader’s list', async () => {
    backend = fakeBackend({
      'GET /library/favorite': ({ headers }) => ({
        data: headers.get('Authorization') === 'Bearer second' ? [favorite(9, 'Theirs')] : [favorite(1, 'Mine')],
      }),
    });
    const { store } = renderFavorites();
    expect(await screen.findByText('Mine')).toBeInTheDocument();
    store.dispatch(
      sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens({ accessToken: 'second' }) }),
    );
    expect(await screen.findByText('Theirs')).toBeInTheDocument();
    expect(screen.queryByText('Mine')).toBeNull();
  });
});
