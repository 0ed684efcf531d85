import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { demoShop, THIRTY_COINS } from '@/testing/coin-shop';
import { episodeItem, locked } from '../../testing/detail-data';
import { BulkBar } from './bulk-bar';
import { EpisodeRow } from './episode-row';

// Issue 14: beside each coin price, what it means in money at the rate of the package the reader would buy.
describe.runIf(THIRTY_COINS)('money beside the coin prices of the detail page', () => {
  it("states each episode's prices in the platform's currency, in their order", () => {
    renderWithProviders(
      <ul>
        <EpisodeRow episode={episodeItem(3, locked(30, 30))} href="/viewer/103" now={0} products={demoShop()} />
      </ul>,
    );
    const values = within(screen.getByTestId('episode-103')).getByTestId('coin-value');
    expect(values.textContent).toMatch(new RegExp(`^${THIRTY_COINS!.source} · ${THIRTY_COINS!.source}$`));
  });

  it('says the total of the ticked episodes in money inside each button, as part of its name', () => {
    renderWithProviders(
      <BulkBar
        chosen={[episodeItem(3, locked(10, 15)), episodeItem(4, locked(20, 15))]}
        onUnlock={vi.fn()}
        products={demoShop()}
      />,
    );
    // Rent and buy both come to 30 coins here.
    const buttons = screen.getAllByRole('button', { name: new RegExp(t('common.coins', { count: 30 })) });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(within(button).getByTestId('coin-value').textContent).toMatch(THIRTY_COINS!);
      expect(button).toHaveAccessibleName(expect.stringMatching(THIRTY_COINS!));
    }
  });

  it('says nothing in money when the platform sells no packages, or they have not come', () => {
    renderWithProviders(
      <>
        <ul>
          <EpisodeRow episode={episodeItem(3, locked(30, 30))} href="/viewer/103" now={0} products={[]} />
        </ul>
        <BulkBar chosen={[episodeItem(3, locked(30, 30))]} onUnlock={vi.fn()} products={undefined} />
      </>,
    );
    expect(screen.queryByTestId('coin-value')).toBeNull();
    expect(screen.getByTestId('episode-103')).toHaveTextContent(
      t('detail.state.prices', { rent: '30', possession: '30' }),
    );
  });
});
