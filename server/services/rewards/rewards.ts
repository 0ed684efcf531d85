import type { CoinSource } from '../../../src/domain/enums';
import type { EventReward } from '../../../src/domain/events';
import type { Executor } from '../../db/client';
import { grantCoins } from '../economy';
import { grantTickets } from './roulette-tickets';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Grants one reward of an event step or a roulette prize, in the caller's transaction (which holds the reader's
 * wallet lock, see ledger.lockWallets): coins through the ledger with their source, tickets through the ticket ledger.
 */
export async function grantReward(
  executor: Executor,
  input: {
    userId: number;
    reward: EventReward;
    source: Extract<CoinSource, 'EVENT' | 'REWARD'>;
    eventId?: number;
    now: Date;
  },
): Promise<void> {
  const { reward, now } = input;
  if (reward.type === 'ROULETTE_TICKET') {
    await grantTickets(executor, {
      userId: input.userId,
      amount: reward.amount,
      source: input.source,
      ...(input.eventId === undefined ? {} : { eventId: input.eventId }),
      now,
    });
    return;
  }
  await grantCoins(executor, {
    userId: input.userId,
    kind: reward.type,
    source: input.source,
    amount: reward.amount,
    expiresAt: reward.validDays === null ? null : new Date(now.getTime() + reward.validDays * DAY_MS),
    now,
  });
}
