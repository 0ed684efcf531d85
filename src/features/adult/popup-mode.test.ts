import { describe, expect, it } from 'vitest';
import { platforms } from '../../../platforms';
import type { PlatformId } from '@/domain/enums';
import { adultPopupMode, type AdultPopupMode, type AdultReader } from './popup-mode';

const adult: AdultReader = {
  isAdult: true,
  isKrIpUser: false,
  isAdultKr: false,
  birthedAt: '1990-01-01',
  showAdult: true,
};

const readers: Record<string, AdultReader | null> = {
  guest: null,
  minor: { ...adult, isAdult: false, birthedAt: '2012-01-01' },
  'not adult, no birth date': { ...adult, isAdult: false, birthedAt: null },
  'adult without birth date': { ...adult, birthedAt: null },
  'adult with adult content off': { ...adult, showAdult: false },
  'Korean-IP reader, not adult': { ...adult, isAdult: false, isKrIpUser: true },
  'Korean-IP adult without Korean verification': { ...adult, isKrIpUser: true },
};

// Spec §4, written out: guests log in, except on japan (the cookie); birthday mode on thai, taiwan and de; Korean
// verification only on me; an adult (by the platform's rules) is offered to switch adult content on.
const expected: Record<PlatformId, Record<keyof typeof readers, AdultPopupMode>> = {
  japan: {
    guest: 'guestCookie',
    minor: 'confirm',
    'not adult, no birth date': 'confirm',
    'adult without birth date': 'enable',
    'adult with adult content off': 'enable',
    'Korean-IP reader, not adult': 'confirm',
    'Korean-IP adult without Korean verification': 'enable',
  },
  thai: {
    guest: 'guestLogin',
    minor: 'birthday',
    'not adult, no birth date': 'birthday',
    'adult without birth date': 'birthday',
    'adult with adult content off': 'enable',
    'Korean-IP reader, not adult': 'birthday',
    'Korean-IP adult without Korean verification': 'enable',
  },
  taiwan: {
    guest: 'guestLogin',
    minor: 'birthday',
    'not adult, no birth date': 'birthday',
    'adult without birth date': 'birthday',
    'adult with adult content off': 'enable',
    'Korean-IP reader, not adult': 'birthday',
    'Korean-IP adult without Korean verification': 'enable',
  },
  me: {
    guest: 'guestLogin',
    minor: 'confirm',
    'not adult, no birth date': 'confirm',
    'adult without birth date': 'enable',
    'adult with adult content off': 'enable',
    'Korean-IP reader, not adult': 'krAuth',
    'Korean-IP adult without Korean verification': 'krAuth',
  },
  de: {
    guest: 'guestLogin',
    minor: 'birthday',
    'not adult, no birth date': 'birthday',
    'adult without birth date': 'enable',
    'adult with adult content off': 'enable',
    'Korean-IP reader, not adult': 'birthday',
    'Korean-IP adult without Korean verification': 'enable',
  },
};

const table = Object.entries(expected).flatMap(([platform, byReader]) =>
  Object.entries(byReader).map(([reader, mode]) => [platform as PlatformId, reader, mode] as const),
);

describe('adultPopupMode: every platform × reader', () => {
  it.each(table)('%s, %s → %s', (platform, reader, mode) => {
    expect(adultPopupMode(readers[reader] ?? null, platforms[platform])).toBe(mode);
  });
});
