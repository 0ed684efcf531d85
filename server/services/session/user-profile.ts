import { and, eq } from 'drizzle-orm';
import { platforms } from '../../../platforms';
import { isAdultUser } from '../../../src/domain/rules/adult';
import type { UserWire } from '../../../src/domain/user';
import type { Executor } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';

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
    isAgreeAdTracking: row.isAgreeAdTracking,
    isAdultToggle: row.isAdultToggle,
    isKrIpUser: row.isKrIpUser,
    isAdultKr: row.isAdultKr,
    birthedAt: row.birthedAt,
    isBlToggle: row.isBlToggle,
    termsVersion: row.termsVersion,
    termsAgreedAt: row.termsAgreedAt?.toISOString() ?? null,
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

/**
 * PUT /user/adult/toggle/{value}: the reader's "show adult content" switch. Turning it on needs an adult by the
 * platform's rules (isAdultUser: birth date on thai/taiwan, Korean verification for Korean-IP readers on me);
 * anyone may turn it off.
 */
export async function setAdultToggle(deps: AppDeps, userId: number, value: boolean): Promise<boolean> {
  const user = await loadActiveUser(deps.db, userId);
  const platform = platforms[deps.config.platform];
  if (value && !isAdultUser({ ...user, showAdult: user.isAdultToggle }, platform)) {
    throw new ApiFailure('UNAUTHORIZED_ADULT', 403);
  }
  const [row] = await deps.db
    .update(users)
    .set({ isAdultToggle: value, updatedAt: await deps.clock.now() })
    .where(eq(users.id, user.id))
    .returning({ isAdultToggle: users.isAdultToggle });
  return row?.isAdultToggle ?? value;
}

/**
 * PUT /user/BL/toggle/{value}: the reader's BL switch. Kept on every platform (an account may move to the 'me'
 * variant, where the BL rule of spec §4 reads it), with no age condition: BL titles that are adult stay behind the
 * adult rule.
 */
export async function setBlToggle(deps: AppDeps, userId: number, value: boolean): Promise<boolean> {
  const user = await loadActiveUser(deps.db, userId);
  const [row] = await deps.db
    .update(users)
    .set({ isBlToggle: value, updatedAt: await deps.clock.now() })
    .where(eq(users.id, user.id))
    .returning({ isBlToggle: users.isBlToggle });
  return row?.isBlToggle ?? value;
}
