import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { PlatformId } from '../../../../src/domain/enums';
import type { PrizeAddress, RoulettePrize, RouletteSpin, RouletteSpinPage } from '../../../../src/domain/roulette';
import type { Executor, Transaction } from '../../../db/client';
import { type RouletteSpinRow, roulettePrizes, rouletteSpins } from '../../../db/schema';
import { ApiFailure } from '../../../lib/http';
import { wheelOf } from './wheel';

/** Spins per page of `GET /roulette/spins`. */
export const SPIN_PAGE_SIZE = 20;

export function toSpin(row: RouletteSpinRow, prize: RoulettePrize): RouletteSpin {
  return {
    id: row.id,
    prize,
    createdAt: row.createdAt.getTime(),
    delivery: row.deliveryStatus
      ? { status: row.deliveryStatus, address: row.address ?? null, shippedAt: row.shippedAt?.getTime() ?? null }
      : null,
  };
}

/** The reader's spins, newest first, `SPIN_PAGE_SIZE` a page, keyset on the id (`cursor`: the last id seen). */
export async function listSpins(
  executor: Executor,
  userId: number,
  platform: PlatformId,
  cursor: number | undefined,
): Promise<RouletteSpinPage> {
  const rows = await executor
    .select()
    .from(rouletteSpins)
    .where(and(eq(rouletteSpins.userId, userId), cursor === undefined ? undefined : lt(rouletteSpins.id, cursor)))
    .orderBy(desc(rouletteSpins.id))
    .limit(SPIN_PAGE_SIZE + 1);
  const page = rows.slice(0, SPIN_PAGE_SIZE);
  const prizes = new Map((await wheelOf(executor, platform)).map(({ prize }) => [prize.id, prize]));
  return {
    items: page.flatMap((row) => {
      const prize = prizes.get(row.prizeId);
      return prize ? [toSpin(row, prize)] : [];
    }),
    nextCursor: rows.length > SPIN_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** One spin of the reader's (the address form reads its prize and address); NOT_EXIST for any other. */
export async function spinOf(
  executor: Executor,
  userId: number,
  platform: PlatformId,
  spinId: number,
): Promise<RouletteSpin> {
  const [row] = await executor
    .select()
    .from(rouletteSpins)
    .where(and(eq(rouletteSpins.id, spinId), eq(rouletteSpins.userId, userId)));
  const prize = row && (await wheelOf(executor, platform)).find((p) => p.prize.id === row.prizeId)?.prize;
  if (!row || !prize) throw new ApiFailure('NOT_EXIST');
  return toSpin(row, prize);
}

/**
 * Where the reader's PHYSICAL prize goes (the address already checked): only their own physical spin (NOT_EXIST
 * otherwise, so another reader's spin ids tell nothing), and only until it is shipped (ALREADY_SHIPPED_PRIZE). A new
 * address replaces the last one; the spin then waits for the operator.
 */
export async function saveAddress(
  tx: Transaction,
  input: { userId: number; platform: PlatformId; spinId: number; address: PrizeAddress; now: Date },
): Promise<RouletteSpin> {
  const [row] = await tx
    .select()
    .from(rouletteSpins)
    .where(and(eq(rouletteSpins.id, input.spinId), eq(rouletteSpins.userId, input.userId)))
    .for('update');
  if (!row?.deliveryStatus) throw new ApiFailure('NOT_EXIST');
  if (row.deliveryStatus === 'SHIPPED') throw new ApiFailure('ALREADY_SHIPPED_PRIZE');
  const [saved] = await tx
    .update(rouletteSpins)
    .set({ address: input.address, addressedAt: input.now, deliveryStatus: 'WAITING' })
    .where(eq(rouletteSpins.id, row.id))
    .returning();
  const prize = (await wheelOf(tx, input.platform)).find((p) => p.prize.id === row.prizeId)?.prize;
  if (!saved || !prize) throw new ApiFailure('NOT_EXIST');
  return toSpin(saved, prize);
}

/** A physical prize for the operator: who won what, and where it goes. */
export interface PrizeToShip {
  spinId: number;
  userId: number;
  prizeName: string;
  status: 'ADDRESS_NEEDED' | 'WAITING';
  address: PrizeAddress | null;
  createdAt: Date;
}

/** Physical prizes not shipped yet, oldest first: those with an address to ship, and those still waiting for one. */
export async function prizesToShip(executor: Executor): Promise<PrizeToShip[]> {
  const rows = await executor
    .select({ spin: rouletteSpins, prizeName: roulettePrizes.name })
    .from(rouletteSpins)
    .innerJoin(roulettePrizes, eq(roulettePrizes.id, rouletteSpins.prizeId))
    .where(inArray(rouletteSpins.deliveryStatus, ['ADDRESS_NEEDED', 'WAITING']))
    .orderBy(asc(rouletteSpins.id));
  return rows.map(({ spin, prizeName }) => ({
    spinId: spin.id,
    userId: spin.userId,
    prizeName,
    status: spin.deliveryStatus as PrizeToShip['status'],
    address: spin.address ?? null,
    createdAt: spin.createdAt,
  }));
}

/**
 * The operator marks a prize shipped: only a physical spin with an address (INVALID_ADDRESS before the reader gave
 * one), once (ALREADY_SHIPPED_PRIZE); the conditional update makes two operators shipping at once ship it once.
 */
export async function shipPrize(executor: Executor, spinId: number, now: Date): Promise<void> {
  const shipped = await executor
    .update(rouletteSpins)
    .set({ deliveryStatus: 'SHIPPED', shippedAt: now })
    .where(and(eq(rouletteSpins.id, spinId), eq(rouletteSpins.deliveryStatus, 'WAITING')))
    .returning({ id: rouletteSpins.id });
  if (shipped.length > 0) return;
  const [row] = await executor.select().from(rouletteSpins).where(eq(rouletteSpins.id, spinId));
  if (!row?.deliveryStatus) throw new ApiFailure('NOT_EXIST');
  throw new ApiFailure(row.deliveryStatus === 'SHIPPED' ? 'ALREADY_SHIPPED_PRIZE' : 'INVALID_ADDRESS');
}
