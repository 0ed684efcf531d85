import type { PlatformId } from '../../../../src/domain/enums';
import type { RoulettePrizeKind, RouletteSpinResult } from '../../../../src/domain/roulette';
import type { Transaction } from '../../../db/client';
import { rouletteSpins } from '../../../db/schema';
import { ApiFailure } from '../../../lib/http';
import { lockWallets, walletOf } from '../../economy';
import { grantReward } from '../rewards';
import { spendTicket, ticketsOf } from '../roulette-tickets';
import { drawPrize, type RandomInt } from './draw';
import { toSpin } from './spins';
import { wheelOf } from './wheel';

export interface SpinInput {
  userId: number;
  platform: PlatformId;
  now: Date;
  random: RandomInt;
  /** Test mode only (forced-prize.ts): land on the first prize of this kind instead of drawing. */
  forced?: RoulettePrizeKind | null;
}

/**
 * One spin, in the caller's transaction: the reader's wallet lock first (as every write that moves coins), one ticket
 * spent (NOT_EVENT_REMAIN_TICKET without one), the prize drawn here on the server, the spin recorded, and the prize
 * granted: coins and points through the coin ledger, tickets back through the ticket ledger (source REWARD); a
 * PHYSICAL prize waits for its address. A platform without a wheel (the German deployment) has nothing to spin.
 */
export async function spinRoulette(tx: Transaction, input: SpinInput): Promise<RouletteSpinResult> {
  const { userId, now } = input;
  await lockWallets(tx, [userId]);
  const wheel = await wheelOf(tx, input.platform);
  if (wheel.length === 0) throw new ApiFailure('NOT_EXIST');
  await spendTicket(tx, userId, now);
  const forcedIndex = input.forced ? wheel.findIndex((p) => p.prize.kind === input.forced) : -1;
  const index =
    forcedIndex >= 0
      ? forcedIndex
      : drawPrize(
          wheel.map((p) => p.row),
          input.random,
        );
  const { row, prize } = wheel[index]!;
  const [spin] = await tx
    .insert(rouletteSpins)
    .values({
      userId,
      prizeId: row.id,
      createdAt: now,
      deliveryStatus: row.kind === 'PHYSICAL' ? 'ADDRESS_NEEDED' : null,
    })
    .returning();
  if (!spin) throw new Error('Spin insert returned nothing.');
  if (row.kind !== 'PHYSICAL')
    await grantReward(tx, {
      userId,
      reward: { type: row.kind, amount: row.amount, validDays: row.validDays },
      source: 'REWARD',
      now,
    });
  const tickets = await ticketsOf(tx, userId);
  const wallet = await walletOf(tx, userId, now);
  return { spin: toSpin(spin, prize), index, tickets, wallet };
}
