import { describe, expect, it } from 'vitest';
import { platforms } from '../../../platforms';
import type { PlatformId } from '../enums';
import type { User } from '../user';
import { ageOn, birthdayPasses, canSeeAdult, isAdultUser } from './adult';

type AdultUser = Pick<User, 'isAdult' | 'isKrIpUser' | 'isAdultKr' | 'birthedAt' | 'showAdult'>;

const adult: AdultUser = {
  isAdult: true,
  isKrIpUser: false,
  isAdultKr: false,
  birthedAt: '1990-01-01',
  showAdult: true,
};

interface Role {
  user: AdultUser | null;
  cookie?: string | null;
}

const roles: Record<string, Role> = {
  guest: { user: null },
  'guest with Y cookie': { user: null, cookie: 'Y' },
  'guest with N cookie': { user: null, cookie: 'N' },
  minor: { user: { ...adult, isAdult: false, birthedAt: '2012-01-01' } },
  adult: { user: adult },
  'adult with showAdult off': { user: { ...adult, showAdult: false } },
  'Korean-IP adult without isAdultKr': { user: { ...adult, isKrIpUser: true, isAdultKr: false } },
  'Korean-IP adult with isAdultKr': { user: { ...adult, isKrIpUser: true, isAdultKr: true } },
  'adult without birth date': { user: { ...adult, birthedAt: null } },
};

// Expected visibility per platform, straight from spec §4 "Adult visibility":
// guests only on japan with the Y cookie; Korean adult auth only on me; birth date required only on thai/taiwan.
const expected: Record<PlatformId, Record<keyof typeof roles, boolean>> = {
  japan: {
    guest: false,
    'guest with Y cookie': true,
    'guest with N cookie': false,
    minor: false,
    adult: true,
    'adult with showAdult off': false,
    'Korean-IP adult without isAdultKr': true,
    'Korean-IP adult with isAdultKr': true,
    'adult without birth date': true,
  },
  thai: {
    guest: false,
    'guest with Y cookie': false,
    'guest with N cookie': false,
    minor: false,
    adult: true,
    'adult with showAdult off': false,
    'Korean-IP adult without isAdultKr': true,
    'Korean-IP adult with isAdultKr': true,
    'adult without birth date': false,
  },
  taiwan: {
    guest: false,
    'guest with Y cookie': false,
    'guest with N cookie': false,
    minor: false,
    adult: true,
    'adult with showAdult off': false,
    'Korean-IP adult without isAdultKr': true,
    'Korean-IP adult with isAdultKr': true,
    'adult without birth date': false,
  },
  me: {
    guest: false,
    'guest with Y cookie': false,
    'guest with N cookie': false,
    minor: false,
    adult: true,
    'adult with showAdult off': false,
    'Korean-IP adult without isAdultKr': false,
    'Korean-IP adult with isAdultKr': true,
    'adult without birth date': true,
  },
  de: {
    guest: false,
    'guest with Y cookie': false,
    'guest with N cookie': false,
    minor: false,
    adult: true,
    'adult with showAdult off': false,
    'Korean-IP adult without isAdultKr': true,
    'Korean-IP adult with isAdultKr': true,
    'adult without birth date': true,
  },
};

const table = Object.entries(platforms).flatMap(([id, config]) =>
  Object.entries(roles).map(([role, r]) => [id as PlatformId, role, config, r] as const),
);

describe('canSeeAdult: every platform × role', () => {
  it.each(table)('%s, %s', (id, role, config, r) => {
    expect(canSeeAdult(r.user, config, r.cookie)).toBe(expected[id][role]);
  });
});

describe('isAdultUser ignores the showAdult preference', () => {
  it.each(Object.entries(platforms))('%s', (_id, config) => {
    expect(isAdultUser({ ...adult, showAdult: false }, config)).toBe(true);
    expect(isAdultUser({ ...adult, isAdult: false }, config)).toBe(false);
  });
});

describe('ageOn and birthdayPasses (limit 18)', () => {
  const today = '2024-05-10';

  it.each([
    ['18th birthday today', '2006-05-10', 18, true],
    ['18th birthday tomorrow', '2006-05-11', 17, false],
    ['18th birthday next month', '2006-06-01', 17, false],
    ['18 and a day', '2006-05-09', 18, true],
    ['long ago', '1950-12-31', 73, true],
  ] as const)('%s', (_case, birth, age, passes) => {
    expect(ageOn(birth, today)).toBe(age);
    expect(birthdayPasses(birth, today, 18)).toBe(passes);
  });

  it('a 29 February birthday turns 18 on 1 March in a common year', () => {
    expect(birthdayPasses('2004-02-29', '2022-02-28', 18)).toBe(false);
    expect(birthdayPasses('2004-02-29', '2022-03-01', 18)).toBe(true);
  });

  it.each([null, undefined, '', '2006/05/10', '10.05.2006', 'not a date'])(
    'rejects a missing or malformed date: %s',
    (birth) => {
      expect(birthdayPasses(birth, today, 18)).toBe(false);
    },
  );
});
