import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rouletteTicketLedger, rouletteWallets } from '../../db/schema';
import { ApiFailure } from '../../lib/http';

type TicketSource = 'EVENT' | 'REWARD' | 'SPIN' | 'ADMIN';

/** A reader's roulette tickets (0 when none was ever granted). */
export async function ticketsOf(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ tickets: rouletteWallets.tickets })
    .from(rouletteWallets)
    .where(eq(rouletteWallets.userId, userId));
  return row?.tickets ?? 0;
}

/** Grants tickets in the caller's transaction: a ledger row and the running total, together. */
export async function grantTickets(
  executor: Executor,
  grant: { userId: number; amount: number; source: Exclude<TicketSource, 'SPIN'>; eventId?: number; now: Date },
): Promise<number> {
  if (!Number.isSafeInteger(grant.amount) || grant.amount <= 0) throw new Error(`Invalid ticket grant ${grant.amount}`);
  await executor.insert(rouletteTicketLedger).values({
    userId: grant.userId,
    amount: grant.amount,
    source: grant.source,
    eventId: grant.eventId ?? null,
    createdAt: grant.now,
  });
  const [row] = await executor
    .insert(rouletteWallets)
    .values({ userId: grant.userId, tickets: grant.amount })
    .onConflictDoUpdate({
      target: rouletteWallets.userId,
      set: { tickets: sql`${rouletteWallets.tickets} + ${grant.amount}` },
    })
    .returning({ tickets: rouletteWallets.tickets });
  return row?.tickets ?? 0;
}

/**
 * Spends one ticket for a spin, in the caller's transaction: a conditional update that never goes below zero (two
 * racing spins with one ticket: one wins, the other is NOT_EVENT_REMAIN_TICKET).
 */
export async function spendTicket(executor: Executor, userId: number, now: Date): Promise<number> {
  const [row] = await executor
    .update(rouletteWallets)
    .set({ tickets: sql`${rouletteWallets.tickets} - 1` })
    .where(sql`${rouletteWallets.userId} = ${userId} AND ${rouletteWallets.tickets} > 0`)
    .returning({ tickets: rouletteWallets.tickets });
  if (!row) throw new ApiFailure('NOT_EVENT_REMAIN_TICKET');
  await executor.insert(rouletteTicketLedger).values({ userId, amount: -1, source: 'SPIN', createdAt: now });
  return row.tickets;
}
