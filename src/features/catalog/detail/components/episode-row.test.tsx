import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EpisodeItem, EpisodeState } from '@/domain/catalog';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { EpisodeRow } from './episode-row';

const NOW = Date.UTC(2025, 0, 10, 12);
const image = { url: '/images/x.webp', width: 1080, height: 810 };

function renderRow(state: EpisodeState) {
  const episode: EpisodeItem = {
    id: 104,
    number: 4,
    name: 'Low Tide',
    publishedAt: NOW - 1000,
    thumbnail: image,
    state,
  };
  renderWithProviders(
    <ul>
      <EpisodeRow episode={episode} href="/viewer/104" now={NOW} />
    </ul>,
  );
  return screen.getByRole('link');
}

/** The text a sighted reader sees in the link, piece by piece (each element's own text). */
function visiblePieces(link: HTMLElement): string[] {
  const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) pieces.push(text);
  }
  return pieces;
}

describe('EpisodeRow link name (axe label-content-name-mismatch, WCAG 2.5.3)', () => {
  it.each([
    ['FREE', { kind: 'FREE' }],
    ['OWNED', { kind: 'OWNED' }],
  ] as const)('holds every piece of its visible text for a %s episode', (kind, state) => {
    const link = renderRow(state);
    const name = link.getAttribute('aria-label') ?? '';
    // No aria-label: the name is computed from what the row shows, so later visible additions stay in it.
    expect(name).toBe('');
    const pieces = visiblePieces(link);
    expect(pieces).toEqual(
      expect.arrayContaining([t('detail.episodeNumber', { number: 4 }), 'Low Tide', formatDate(NOW - 1000)]),
    );
    expect(pieces).toContain(t(`detail.state.${kind}`));
    for (const piece of pieces) expect(link).toHaveAccessibleName(expect.stringContaining(piece));
  });
});
