import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../src/domain/catalog';
import { episodes, titles } from '../../db/schema';
import { PLATFORM_IDS, type PlatformId } from '../../../src/domain/enums';
import { callJson, createTestContext, failureOf, readerOn, type TestContext } from '../../testing';

let ctx: TestContext;
/** Per platform, a reader of each role: an account and its tokens belong to one platform. */
const tokens = {} as Record<PlatformId, Record<string, string>>;
let adultTitle: { id: number; episodeId: number };
let blTitle: { id: number; episodeId: number };

async function firstEpisode(where: ReturnType<typeof eq>) {
  const [row] = await ctx.db
    .select({ id: titles.id, episodeId: episodes.id })
    .from(titles)
    .innerJoin(episodes, and(eq(episodes.titleId, titles.id), eq(episodes.number, 1)))
    .where(where)
    .orderBy(asc(titles.id))
    .limit(1);
  if (!row) throw new Error('Seed lacks the title.');
  return row;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const adult = { isAdult: true, birthedAt: '1990-01-01', isAdultToggle: true };
  for (const platform of PLATFORM_IDS) {
    tokens[platform] = {};
    for (const [role, flags] of [
      ['adult', adult],
      ['minor', { isAdult: false, birthedAt: '2012-05-05' }],
      ['adultNoBirthDate', { ...adult, birthedAt: null }],
      ['adultHidden', { ...adult, isAdultToggle: false }],
      ['blOn', { ...adult, isBlToggle: true }],
      ['blOff', { ...adult, isBlToggle: false }],
      ['krAdult', { ...adult, isKrIpUser: true, isAdultKr: false }],
    ] as const) {
      tokens[platform][role] = (await readerOn(ctx, platform, flags)).accessToken;
    }
  }
  adultTitle = await firstEpisode(eq(titles.isAdult, true));
  blTitle = await firstEpisode(and(eq(titles.isBl, true), eq(titles.isAdult, false)) as ReturnType<typeof eq>);
});
afterAll(() => ctx.close());

interface Role {
  token?: string | undefined;
  cookie?: string;
}
const roles: Record<string, (platform: PlatformId) => Role> = {
  guest: () => ({}),
  'guest with isAdult=Y': () => ({ cookie: 'isAdult=Y' }),
  minor: (platform) => ({ token: tokens[platform].minor }),
  adult: (platform) => ({ token: tokens[platform].adult }),
  'adult without birth date': (platform) => ({ token: tokens[platform].adultNoBirthDate }),
  'adult with adult content off': (platform) => ({ token: tokens[platform].adultHidden }),
  'Korean-IP adult without Korean verification': (platform) => ({ token: tokens[platform].krAdult }),
};

// Spec §4, written out rather than computed: guests only on japan with the cookie; birth date only on thai/taiwan;
// Korean verification only on me.
const ADULT: Record<PlatformId, Record<string, boolean>> = {
  japan: {
    guest: false,
    'guest with isAdult=Y': true,
    minor: false,
    adult: true,
    'adult without birth date': true,
    'adult with adult content off': false,
    'Korean-IP adult without Korean verification': true,
  },
  thai: {
    guest: false,
    'guest with isAdult=Y': false,
    minor: false,
    adult: true,
    'adult without birth date': false,
    'adult with adult content off': false,
    'Korean-IP adult without Korean verification': true,
  },
  taiwan: {
    guest: false,
    'guest with isAdult=Y': false,
    minor: false,
    adult: true,
    'adult without birth date': false,
    'adult with adult content off': false,
    'Korean-IP adult without Korean verification': true,
  },
  me: {
    guest: false,
    'guest with isAdult=Y': false,
    minor: false,
    adult: true,
    'adult without birth date': true,
    'adult with adult content off': false,
    'Korean-IP adult without Korean verification': false,
  },
  de: {
    guest: false,
    'guest with isAdult=Y': false,
    minor: false,
    adult: true,
    'adult without birth date': true,
    'adult with adult content off': false,
    'Korean-IP adult without Korean verification': true,
  },
};

function call(path: string, platform: PlatformId, role: Role, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (role.cookie) headers.cookie = role.cookie;
  // The rules follow the platform a deployment serves.
  return callJson<ContentPage>(ctx.appFor(platform), 'GET', `/api/backend${path}`, { headers, token: role.token });
}

const table = Object.entries(ADULT).flatMap(([platform, byRole]) =>
  Object.entries(byRole).map(([role, allowed]) => [platform as PlatformId, role, allowed] as const),
);

describe('adult titles: every platform × role, decided by the API', () => {
  it.each(table)('%s, %s → %s', async (platform, roleName, allowed) => {
    const role = roles[roleName]?.(platform) ?? {};
    const detail = await call(`/contents/${adultTitle.id}`, platform, role);
    const viewer = await call(`/contents/viewer/${adultTitle.episodeId}`, platform, role);
    const episodeTitle = await call(`/contents/viewer/${adultTitle.episodeId}/title`, platform, role);
    const mature = await call('/contents?list=MATURE&size=50', platform, role);
    const search = await call(`/search?q=${encodeURIComponent('a')}&size=50`, platform, role);
    if (allowed) {
      expect([detail.status, viewer.status, episodeTitle.status]).toEqual([200, 200, 200]);
      expect(mature.body.result === 'SUCCESS' && mature.body.data.items.length).toBeGreaterThan(0);
    } else {
      expect(failureOf(detail)).toEqual({ status: 403, code: 'ADULT_ONLY_CONTENTS' });
      expect(failureOf(viewer)).toEqual({ status: 403, code: 'ADULT_ONLY_CONTENTS' });
      expect(failureOf(episodeTitle)).toEqual({ status: 403, code: 'ADULT_ONLY_CONTENTS' });
      expect(mature.body.result === 'SUCCESS' && mature.body.data.items).toEqual([]);
      expect(search.body.result === 'SUCCESS' && search.body.data.items.some((i) => i.isAdult)).toBe(false);
    }
  });
});

describe('the platform is the deployment’s, whatever the client claims', () => {
  it('a guest on the Thai deployment cannot unlock adult titles by sending X-Platform: japan and the adult cookie', async () => {
    const spoofed = await call(
      `/contents/${adultTitle.id}`,
      'thai',
      { cookie: 'isAdult=Y' },
      { 'x-platform': 'japan' },
    );
    expect(failureOf(spoofed)).toEqual({ status: 403, code: 'ADULT_ONLY_CONTENTS' });
    const japanese = await call(`/contents/${adultTitle.id}`, 'japan', { cookie: 'isAdult=Y' });
    expect(japanese.status).toBe(200);
  });
});

// Spec §4 BL display: only 'me' hides BL, in the app, and for users whose BL toggle is off.
const BL: [PlatformId, string, boolean, { token?: string; app?: boolean; agent?: string }][] = [
  ['japan', 'user with BL off', true, { token: 'blOff' }],
  ['de', 'guest in the app', true, { app: true }],
  ['me', 'guest on the web', true, {}],
  ['me', 'guest in the app', false, { app: true }],
  ['me', 'user with BL off', false, { token: 'blOff' }],
  ['me', 'user with BL on', true, { token: 'blOn' }],
  ['me', 'user with BL on, in the app', false, { token: 'blOn', app: true }],
  // The apps' web views say so in their User-Agent (src/domain/client-kind.ts), headers or not.
  [
    'me',
    'user with BL on, in the viewer app by its UA',
    false,
    { token: 'blOn', agent: 'X WebtoonApp/2.1 (IOS_APP; VIEWER_APP)' },
  ],
  ['me', 'guest with an unknown UA marker', true, { agent: 'X WebtoonApp/2.1 (PC; APP)' }],
];

describe('BL titles: the me platform applies the BL rule', () => {
  it.each(BL)('%s, %s → %s', async (platform, _name, shown, spec) => {
    const role = { token: spec.token ? tokens[platform][spec.token] : undefined };
    const extra: Record<string, string> = {
      ...(spec.app ? { 'x-app-kind': 'APP' } : {}),
      ...(spec.agent ? { 'user-agent': spec.agent } : {}),
    };
    const list = await call('/contents?list=BL&size=50', platform, role, extra);
    const detail = await call(`/contents/${blTitle.id}`, platform, role, extra);
    const items = list.body.result === 'SUCCESS' ? list.body.data.items : [];
    expect(items.length > 0).toBe(shown);
    expect(detail.status).toBe(shown ? 200 : 404);
  });
});
