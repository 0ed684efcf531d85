import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installBrowserApis, intersect } from '@/features/catalog/testing/browser-apis';
import { contentDetail, episodeItem } from '@/features/catalog/testing/detail-data';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { buildContentSummary } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { t } from '@/testing/texts';
import { Component as DetailRoute } from './detail.route';

let backend: FakeBackend;
let restoreBrowser: () => void;

beforeEach(() => {
  restoreBrowser = installBrowserApis();
  backend = fakeBackend({
    'GET /contents/7': () => ({ data: contentDetail([episodeItem(1, { kind: 'FREE' })]) }),
    'GET /recommend': () => ({ data: [buildContentSummary({ id: 8, name: 'The Lighthouse Keeper' })] }),
  });
});

afterEach(() => {
  backend.restore();
  restoreBrowser();
});

describe('/detail/{id}: recommendations', () => {
  it('asks GET /recommend after the title, once the reader scrolls down, and links each card to its title page', async () => {
    renderWithProviders([{ path: '/detail/:id', Component: DetailRoute }], { route: '/detail/7' });
    await screen.findByRole('heading', { level: 1, name: 'Moonlit Harbour' });
    expect(backend.calls('GET /recommend')).toHaveLength(0);

    intersect(screen.getByTestId('recommendations'));
    const rail = await screen.findByRole('region', { name: t('detail.recommendations') });
    expect(within(rail).getByTestId('content-card')).toHaveAttribute('href', '/detail/8');
    const order = backend.requests.map((request) => request.path);
    expect(order.indexOf('/contents/7')).toBeLessThan(order.indexOf('/recommend'));
    expect(backend.calls('GET /recommend')[0]?.params.get('contentId')).toBe('7');
  });
});
