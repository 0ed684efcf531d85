import { and, eq } from 'drizzle-orm';
import type { UserWire } from '../../src/domain/user';
import type { Executor } from '../db/client';
import { type UserRow, users } from '../db/schema';
import { ApiFailure } from '../lib/http';

export function toUserWire(row: UserRow): UserWire {
  return {
    id: row.id,
    snsProvider: row.snsProvider,
    snsId: row.snsId,
    email: row.email,
    name: row.name,
    nickname: row.nickname,
    isAdult: row.isAdult,
    coinPurchaseCount: row.coinPurchaseCount,
    isAgreeMail: row.isAgreeMail,
    isAdultToggle: row.isAdultToggle,
    isKrIpUser: row.isKrIpUser,
    isAdultKr: row.isAdultKr,
    birthedAt: row.birthedAt,
    isBlToggle: row.isBlToggle,
    agreePush: {
      isAgreePush: row.isAgreePush,
      isAgreePushContents: row.isAgreePushContents,
      isAgreePushFreetime: row.isAgreePushFreetime,
      isAgreePushNight: row.isAgreePushNight,
    },
  };
}

/** The active user a valid access token names; a withdrawn or deleted one makes the token worthless. */
export async function loadActiveUser(executor: Executor, userId: number): Promise<UserRow> {
  const [row] = await executor
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'ACTIVE')));
  if (!row) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
  return row;
}
