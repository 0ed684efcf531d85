import { and, eq, lte } from 'drizzle-orm';
import { TRANSFER_DEADLINE_ISO } from '../../../src/domain/constants';
import type { TransferPeriod, TransferState, TransferSummary } from '../../../src/domain/transfer';
import type { Database, Executor } from '../../db/client';
import { type TransferRow, transfers, type UserRow, users } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { logger } from '../../lib/log';
import { lockWallets } from '../economy';
import { loadActiveUser } from '../session';
import { contentsOf } from './contents';
import { chooseTarget, moveAccount, targetOf } from './move';

const DEADLINE = Date.parse(TRANSFER_DEADLINE_ISO);

/** Applying is open until the deadline (30.06.2025 23:59 Europe/Berlin); from that minute on it is closed. */
export function transferPeriod(now: Date): TransferPeriod {
  return { deadline: DEADLINE, periodEnded: now.getTime() >= DEADLINE };
}

/** The German account behind a token; any other platform's account is TRANSFER_WRONG_ACCESS. */
async function germanAccount(executor: Executor, userId: number): Promise<UserRow> {
  const user = await loadActiveUser(executor, userId);
  if (user.platform !== 'de') throw new ApiFailure('TRANSFER_WRONG_ACCESS');
  return user;
}

async function transferOf(executor: Executor, userId: number, lock = false): Promise<TransferRow | null> {
  const query = executor.select().from(transfers).where(eq(transfers.sourceUserId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** `GET /transfer/summary`: the confirm step, what would move and where. */
export async function transferSummary(db: Database, userId: number, now: Date): Promise<TransferSummary> {
  const source = await germanAccount(db, userId);
  const row = await transferOf(db, userId);
  if (source.transferredAt || row?.status === 'finish') throw new ApiFailure('ALREADY_TRANSFERRED');
  const target = targetOf(source, await chooseTarget(db, source));
  if (!target) throw new ApiFailure('ALREADY_USED_EMAIL');
  return {
    source: { email: source.email, nickname: source.nickname },
    target,
    contents: await contentsOf(db, userId, now),
    ...transferPeriod(now),
  };
}

async function stateOf(executor: Executor, source: UserRow, row: TransferRow | null, now: Date) {
  const period = transferPeriod(now);
  if (row?.status === 'finish') {
    return {
      status: 'finish',
      requestedAt: row.requestedAt.getTime(),
      expectedAt: null,
      finishedAt: row.finishedAt?.getTime() ?? null,
      moved: row.moved,
      target: row.target,
      ...period,
    } satisfies TransferState;
  }
  const target = targetOf(source, await chooseTarget(executor, source));
  return {
    status: row?.status ?? 'start',
    requestedAt: row?.requestedAt.getTime() ?? null,
    expectedAt: row?.status === 'request' ? row.dueAt.getTime() : null,
    finishedAt: null,
    moved: null,
    target,
    ...period,
  } satisfies TransferState;
}

/**
 * `POST /transfer`, in the caller's (idempotent) transaction. The reader's row is locked first, as every money write
 * does, so two requests of one reader (on any instance) run one after the other: the second finds the first's row
 * and answers its state. Requested or finished: the state as it is. Otherwise, after the deadline
 * TRANSFER_PERIOD_ENDED; else the transfer is requested (again, after an error) and runs once its delay has passed.
 */
export async function requestTransfer(
  tx: Executor,
  userId: number,
  now: Date,
  delaySeconds: number,
): Promise<TransferState> {
  await lockWallets(tx, [userId], { allowTransferred: true });
  const source = await germanAccount(tx, userId);
  const row = await transferOf(tx, userId, true);
  if (row?.status === 'request' || row?.status === 'finish') return stateOf(tx, source, row, now);
  if (transferPeriod(now).periodEnded) throw new ApiFailure('TRANSFER_PERIOD_ENDED');
  if ((await chooseTarget(tx, source)).kind === 'TAKEN') throw new ApiFailure('ALREADY_USED_EMAIL');
  const dueAt = new Date(now.getTime() + delaySeconds * 1000);
  const fields = { status: 'request' as const, requestedAt: now, dueAt, error: null, updatedAt: now };
  const [saved] = row
    ? await tx.update(transfers).set(fields).where(eq(transfers.id, row.id)).returning()
    : await tx
        .insert(transfers)
        .values({ sourceUserId: userId, ...fields })
        .returning();
  return stateOf(tx, source, saved ?? null, now);
}

/**
 * Runs a requested transfer whose time has come, once: one transaction locks both wallets (in id order, like every
 * money write), finds the row still 'request', moves everything and turns the row to 'finish' by a conditional
 * update. A racing run waits on the lock and then finds 'finish'. A killed process leaves 'request' with nothing
 * moved, and the next run does it. A failure rolls the move back and leaves 'error' (the reader may ask again).
 */
export async function runTransfer(db: Database, userId: number, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [source] = await tx.select().from(users).where(eq(users.id, userId));
      if (!source) return;
      const choice = await chooseTarget(tx, source);
      await lockWallets(tx, choice.kind === 'EXISTING' ? [userId, choice.user.id] : [userId], {
        allowTransferred: true,
      });
      const row = await transferOf(tx, userId, true);
      if (row?.status !== 'request' || row.dueAt > now) return;
      // The target is chosen again under the locks: what was read before them may have changed meanwhile.
      const locked = await chooseTarget(tx, source);
      if (locked.kind !== choice.kind || (locked.kind === 'EXISTING' && locked.user.id !== targetId(choice)))
        throw new Error('The target account changed while the transfer started.');
      const moved = await moveAccount(tx, source, locked, now);
      const finished = await tx
        .update(transfers)
        .set({
          status: 'finish',
          targetUserId: moved.target.id,
          targetKind: moved.shown.kind,
          target: moved.shown,
          moved: moved.contents,
          finishedAt: now,
          updatedAt: now,
        })
        .where(and(eq(transfers.id, row.id), eq(transfers.status, 'request')))
        .returning({ id: transfers.id });
      if (finished.length !== 1) throw new Error('The transfer row left request while it moved.');
    });
  } catch (error) {
    logger().error({ userId, err: error }, 'Transfer: the move failed; the request is marked error');
    await db
      .update(transfers)
      .set({ status: 'error', error: error instanceof Error ? error.message : String(error), updatedAt: now })
      .where(and(eq(transfers.sourceUserId, userId), eq(transfers.status, 'request')));
  }
}

function targetId(choice: Awaited<ReturnType<typeof chooseTarget>>): number | null {
  return choice.kind === 'EXISTING' ? choice.user.id : null;
}

/** `GET /transfer/status`: a transfer whose time has come runs first, so the reader never waits on the runner. */
export async function transferStatus(db: Database, userId: number, now: Date): Promise<TransferState> {
  const source = await germanAccount(db, userId);
  let row = await transferOf(db, userId);
  if (row?.status === 'request' && row.dueAt <= now) {
    await runTransfer(db, userId, now);
    row = await transferOf(db, userId);
  }
  return stateOf(db, source, row, now);
}

/** The background runner (every instance, every few seconds): runs every transfer whose time has come. */
export async function runDueTransfers(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ userId: transfers.sourceUserId })
    .from(transfers)
    .where(and(eq(transfers.status, 'request'), lte(transfers.dueAt, now)));
  for (const { userId } of due) await runTransfer(db, userId, now);
  return due.length;
}
