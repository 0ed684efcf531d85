import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import { buildContentSummary } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { ContentCard } from './content-card';

describe('ContentCard', () => {
  it('links to the title with its name, creators and a resized cover', () => {
    const content = buildContentSummary({ name: 'Moonlit Harbour', creators: [{ name: 'Aki Mori', type: 'WRITER' }] });
    renderWithProviders(<ContentCard content={content} href="/detail/7" />);
    const card = screen.getByRole('link', { name: /Moonlit Harbour/ });
    expect(card).toHaveAttribute('href', '/detail/7');
    expect(card).toHaveTextContent('Aki Mori');
    const cover = card.querySelector('img');
    expect(cover?.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fimages%2Fcovers%2Fmain-1\.png&w=256&q=75$/);
    // Never offers a width above the original (360 px): the resizer would only repeat the largest file.
    expect(cover?.getAttribute('srcset')).toContain('256w');
    expect(cover?.getAttribute('srcset')).not.toContain('640w');
    expect(cover).toHaveAttribute('width', '360');
    expect(cover).toHaveAttribute('loading', 'lazy');
  });

  it('loads a priority cover at once and ahead of the others, and only that one (issue 30: the LCP image)', () => {
    renderWithProviders(
      <>
        <ContentCard content={buildContentSummary({ id: 1, name: 'First' })} href="/detail/1" priority />
        <ContentCard content={buildContentSummary({ id: 2, name: 'Second' })} href="/detail/2" eager />
        <ContentCard content={buildContentSummary({ id: 3, name: 'Third' })} href="/detail/3" />
      </>,
    );
    const cover = (name: string) => screen.getByRole('link', { name: new RegExp(name) }).querySelector('img');
    expect(cover('First')).toHaveAttribute('fetchpriority', 'high');
    expect(cover('First')).toHaveAttribute('loading', 'eager');
    expect(cover('Second')).not.toHaveAttribute('fetchpriority');
    expect(cover('Second')).toHaveAttribute('loading', 'eager');
    expect(cover('Third')).not.toHaveAttribute('fetchpriority');
    expect(cover('Third')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the badges a reader decides by, and only those that apply', () => {
    const { unmount } = renderWithProviders(
      <ContentCard
        content={buildContentSummary({ isAdult: true, isBl: true, hasWaitFree: true, status: 'COMPLETED' })}
        href="/detail/1"
        rank={3}
      />,
    );
    for (const key of ['adult', 'bl', 'waitFree', 'completed'] as const) {
      expect(screen.getByText(t(`ui.card.${key}`))).toBeInTheDocument();
    }
    expect(screen.queryByText(t('ui.card.paused'))).toBeNull();
    expect(screen.getByLabelText(t('ui.card.rank', { rank: 3 }))).toHaveTextContent('3');
    unmount();

    renderWithProviders(<ContentCard content={buildContentSummary()} href="/detail/2" />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
