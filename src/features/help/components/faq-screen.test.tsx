import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAQ_QUERY_MAX_LENGTH, type FaqList, type FaqWire } from '@/domain/help';
import { t } from '@/i18n/ns/help';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { FaqScreen } from './faq-screen';

const ITEMS: FaqWire[] = [
  { id: 1, category: 'COIN', question: 'Can I get a refund?', answer: 'Within 7 days.\nIf no coins were spent.' },
  { id: 2, category: 'COIN', question: 'Do coins expire?', answer: 'Bonus coins do.' },
  { id: 3, category: 'ACCOUNT', question: 'I forgot my password', answer: 'Use the link.' },
];
let backend: FakeBackend;
beforeEach(() => {
  backend = fakeBackend({
    'GET /faq': (request) => {
      const category = request.params.get('category');
      const q = request.params.get('q')?.toLowerCase() ?? '';
      const items = ITEMS.filter(
        (i) =>
          (!category || i.category === category) &&
          (i.question.toLowerCase().includes(q) || i.answer.toLowerCase().includes(q)),
      );
      return { data: { categories: ['COIN', 'ACCOUNT'], items } satisfies FaqList };
    },
  });
});
afterEach(() => backend.restore());

const questions = () => screen.getAllByTestId('faq-item').map((item) => within(item).getByRole('button').textContent);
const renderFaq = (route = '/faq', inquiryHref: string | null = '/qna') =>
  renderWithProviders(<FaqScreen inquiryHref={inquiryHref} />, { route });

describe('FaqScreen', () => {
  it('has a tab per category of the platform; a tab asks for its category and marks itself', async () => {
    const { user, router } = renderFaq();
    await screen.findAllByTestId('faq-item');
    const tabs = screen.getByRole('navigation', { name: t('help.faq.categories') });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([t('help.faq.all'), t('help.faq.category.COIN'), t('help.faq.category.ACCOUNT')]);
    await user.click(within(tabs).getByRole('link', { name: t('help.faq.category.ACCOUNT') }));
    await waitFor(() => expect(questions()).toEqual(['I forgot my password']));
    expect(router.state.location.search).toBe('?category=ACCOUNT');
    expect(within(tabs).getByRole('link', { name: t('help.faq.category.ACCOUNT') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(backend.calls('GET /faq').at(-1)?.params.get('category')).toBe('ACCOUNT');
  });

  it('expands and collapses an answer: a button that says so, controlling a region named by the question', async () => {
    const { user } = renderFaq('/faq?category=COIN');
    const question = await screen.findByRole('button', { name: 'Can I get a refund?' });
    // The question's heading follows the page's h1 without skipping a level (axe heading-order).
    expect(screen.getByRole('heading', { level: 2, name: 'Can I get a refund?' })).toContainElement(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Can I get a refund?' })).toBeNull();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Can I get a refund?' });
    expect(question).toHaveAttribute('aria-controls', answer.id);
    expect(
      within(answer)
        .getAllByText(/./)
        .map((p) => p.textContent),
    ).toEqual(['Within 7 days.', 'If no coins were spent.']);
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the whole FAQ once the typing pauses, and says how many match', async () => {
    const { user, router } = renderFaq('/faq?category=ACCOUNT');
    await screen.findAllByTestId('faq-item');
    await user.type(screen.getByRole('searchbox', { name: t('help.faq.searchLabel') }), 'coins');
    expect(await screen.findByText(t('help.faq.results', { count: 2, query: 'coins' }))).toBeInTheDocument();
    expect(questions()).toEqual([
      `${t('help.faq.category.COIN')}Can I get a refund?`,
      `${t('help.faq.category.COIN')}Do coins expire?`,
    ]);
    // One search for the word, none for what was typed on the way, and across every category.
    expect(
      backend
        .calls('GET /faq')
        .filter((r) => r.params.has('q'))
        .map((r) => r.params.get('q')),
    ).toEqual(['coins']);
    expect(backend.calls('GET /faq').at(-1)?.params.has('category')).toBe(false);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('coins');
    expect(screen.queryByRole('navigation', { name: t('help.faq.categories') })).toBeNull();
  });

  it('says when nothing matches, and clearing brings the categories back', async () => {
    const { user } = renderFaq('/faq?q=zebra');
    expect(await screen.findByText(t('help.faq.noResult', { query: 'zebra' }))).toBeInTheDocument();
    expect(screen.getByText(t('help.faq.noResultHint'))).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('zebra');
    await user.click(screen.getByRole('button', { name: t('help.faq.clear') }));
    expect(await screen.findByRole('navigation', { name: t('help.faq.categories') })).toBeInTheDocument();
    // The categories show before the unfiltered list has arrived: wait for the list itself.
    await waitFor(() => expect(questions()).toHaveLength(3));
  });

  it('refuses a search that is too long without sending it', async () => {
    const { user } = renderFaq();
    await screen.findAllByTestId('faq-item');
    const field = screen.getByRole('searchbox');
    await user.click(field);
    await user.paste('a'.repeat(FAQ_QUERY_MAX_LENGTH + 1));
    expect(await screen.findByText(t('help.faq.tooLong', { max: FAQ_QUERY_MAX_LENGTH }))).toHaveAttribute(
      'role',
      'alert',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(backend.calls('GET /faq').some((r) => r.params.has('q'))).toBe(false);
  });

  it('leads to the 1:1 inquiry, except where the bundle has none', async () => {
    const { unmount } = renderFaq();
    expect(await screen.findByRole('link', { name: t('help.faq.toQna') })).toHaveAttribute('href', '/qna');
    unmount();
    renderFaq('/faq', null);
    await screen.findAllByTestId('faq-item');
    expect(screen.queryByRole('link', { name: t('help.faq.toQna') })).toBeNull();
  });
});
