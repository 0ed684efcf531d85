import { eq } from 'drizzle-orm';
import type { PlatformId } from '../../src/domain/enums';
import type { SignInResult, TokenPair, UserWire } from '../../src/domain/user';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { startSession } from '../services/session';
import { callJson, dataOf, signInAs, uniqueEmail } from './requests';
import { TERMS_VERSION } from '../../src/domain/legal';

/** Columns of the users table a test sets on a fresh reader (birth date, toggles, Korean flags). */
export type ReaderColumns = Partial<typeof users.$inferInsert>;

const PASSWORD = 'Webtoon1!';

/**
 * A fresh reader: signed up through the API, given `columns` straight in the database (states no request can reach
 * in one step), then signed in. Tests that change a reader make their own, so they never share one.
 */
export async function signUpReader(
  ctx: { app: App; db: Database },
  label: string,
  columns: ReaderColumns = {},
): Promise<SignInResult & { email: string }> {
  const email = uniqueEmail(label);
  await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
    body: { email, password: PASSWORD, termsVersion: TERMS_VERSION },
  });
  if (Object.keys(columns).length > 0) await ctx.db.update(users).set(columns).where(eq(users.email, email));
  return { email, ...(await signInAs(ctx.app, email, PASSWORD)) };
}

/** The user record as the API gives it to the holder of `accessToken`. */
export async function userOf(app: App, accessToken: string): Promise<UserWire> {
  return dataOf(await callJson<UserWire>(app, 'POST', '/api/front/user', { body: { token: accessToken } }));
}

/**
 * A reader of `platform` made straight in the database, with a session of its own: quick (no password hashing), and
 * the only way to a new account of the German platform, whose deployment takes no sign-ups. It has consented to the
 * terms in force, as a signed-up reader has (`{ termsVersion: null }` makes one that has not: it may not buy).
 */
export async function readerOn(
  ctx: { db: Database; config: { authSecret: string } },
  platform: PlatformId,
  columns: ReaderColumns = {},
): Promise<TokenPair & { userId: number; email: string }> {
  const now = new Date();
  const email = uniqueEmail(`${platform}-reader`);
  const [user] = await ctx.db
    .insert(users)
    .values({
      email,
      nickname: 'Reader',
      platform,
      termsVersion: TERMS_VERSION,
      termsAgreedAt: now,
      createdAt: now,
      updatedAt: now,
      ...columns,
    })
    .returning();
  if (!user) throw new Error('User insert returned nothing.');
  const { refreshTokenId: _r, sessionId: _s, ...pair } = await startSession(ctx.db, ctx.config.authSecret, user, now);
  return { ...pair, userId: user.id, email: user.email };
}
