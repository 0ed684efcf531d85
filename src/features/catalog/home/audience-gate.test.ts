import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { platforms } from '../../../../platforms';
import { gateReason } from './audience-gate';

const adult = buildUser({ isAdult: true, showAdult: true, birthedAt: '1990-01-01' });

describe('gateReason', () => {
  it.each([
    ['japan', null, 'Y', null],
    ['japan', null, null, 'adultGuest'],
    ['thai', null, 'Y', 'adultGuest'],
    ['thai', { ...adult, birthedAt: null }, null, 'adultUnverified'],
    ['me', { ...adult, showAdult: false }, null, 'adultHidden'],
    ['me', { ...adult, isKrIpUser: true, isAdultKr: false }, null, 'adultUnverified'],
    ['taiwan', { ...adult, isAdult: false }, null, 'adultUnverified'],
    ['taiwan', adult, null, null],
  ] as const)('mature on %s for %j with cookie %s: %s', (id, user, cookie, reason) => {
    expect(gateReason('adult', user, cookie, platforms[id])).toBe(reason);
  });

  it.each([
    ['me', null, null],
    ['me', { ...adult, isBlToggle: true }, null],
    ['me', { ...adult, isBlToggle: false }, 'blHidden'],
    ['japan', { ...adult, isBlToggle: false }, null],
  ] as const)('BL on %s for %j: %s', (id, user, reason) => {
    expect(gateReason('bl', user, null, platforms[id])).toBe(reason);
  });

  it('hides BL on me in the apps’ web view, even from a reader who turned it on', () => {
    expect(gateReason('bl', { ...adult, isBlToggle: true }, null, platforms.me, true)).toBe('blInApp');
    expect(gateReason('bl', null, null, platforms.me, true)).toBe('blInApp');
    expect(gateReason('bl', null, null, platforms.japan, true)).toBeNull();
  });

  it('closes no other list', () => {
    expect(gateReason(null, null, null, platforms.thai)).toBeNull();
  });
});
