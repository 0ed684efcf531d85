import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlockedUserWire } from '@/domain/comment';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/community';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { BlockListScreen } from './block-list-screen';

let blocked: BlockedUserWire[];
let backend: FakeBackend;

beforeEach(() => {
  blocked = [{ id: 40, nickname: 'troll', blockedAt: Date.parse('2031-04-01T00:00:00Z') }];
  backend = fakeBackend({
    'GET /block-user': () => ({ data: blocked }),
    'DELETE /block-user/40': () => {
      blocked = [];
      return { data: { userId: 40, blocked: false } };
    },
  });
});
afterEach(() => backend.restore());

describe('BlockListScreen', () => {
  it('lists the blocked readers with the date and unblocks them', async () => {
    const { user } = renderWithProviders(<BlockListScreen tabs={[]} />, {
      route: '/comment/blocks',
      preloadedState: {
        session: { status: 'authenticated', user: buildUser({ id: 7 }), tokens: buildTokens() },
        coin: { balance: buildCoin() },
      },
    });
    const row = await screen.findByTestId('blocked-user');
    expect(row).toHaveTextContent('troll');
    expect(row).toHaveTextContent(t('community.blocks.since', { date: formatDate(blocked[0]!.blockedAt) }));
    await user.click(screen.getByRole('button', { name: t('community.blocks.unblockLabel', { nickname: 'troll' }) }));
    expect(await screen.findByText(t('community.blocks.empty'))).toBeInTheDocument();
    await waitFor(() => expect(backend.calls('GET /block-user')).toHaveLength(2));
  });
});
