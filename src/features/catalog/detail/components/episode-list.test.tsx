import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { episodeItem, locked } from '../../testing/detail-data';
import { EpisodeList } from './episode-list';

const EPISODES = Array.from({ length: 40 }, (_, i) => episodeItem(i + 1, locked()));

describe('EpisodeList', () => {
  it("renders a long title's rows after the page's first commit, not inside it", async () => {
    const rowsAtCommit: number[] = [];
    renderWithProviders(
      <Profiler id="episodes" onRender={() => rowsAtCommit.push(document.querySelectorAll('li').length)}>
        <EpisodeList episodes={EPISODES} episodeHref={(id) => `/viewer/${id}`} now={0} />
      </Profiler>,
    );
    // All of them, in the end, in order.
    expect(await screen.findAllByRole('listitem')).toHaveLength(40);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false');
    // The first commit (the reply's synchronous render) holds the heading and count but none of the rows.
    expect(rowsAtCommit[0]).toBe(0);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('40');
  });
});
