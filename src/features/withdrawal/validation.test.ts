import { describe, expect, it } from 'vitest';
import { isDetailedReason } from '@/domain/withdrawal';
import { validateWithdrawal } from './validation';

const valid = { reason: 'OTHER', detail: 'Moving on', acknowledge: true };

describe('validateWithdrawal', () => {
  it('accepts a reason, five characters of detail and the acknowledgement', () => {
    expect(validateWithdrawal({ ...valid, detail: 'abcde' })).toEqual({});
  });

  it.each([
    ['no reason', { reason: '' }, { reason: 'withdrawal.reason.required' }],
    ['an unknown reason', { reason: 'BORED' }, { reason: 'withdrawal.reason.required' }],
    ['four characters', { detail: 'abcd' }, { detail: 'withdrawal.reason.detailRequired' }],
    ['spaces around too little', { detail: '  ab  \n ' }, { detail: 'withdrawal.reason.detailRequired' }],
    ['a control character', { detail: 'bye\u0000bye' }, { detail: 'withdrawal.reason.detailRequired' }],
    ['501 characters', { detail: 'x'.repeat(501) }, { detail: 'withdrawal.reason.detailTooLong' }],
    ['no acknowledgement', { acknowledge: false }, { acknowledge: 'withdrawal.acknowledgeRequired' }],
  ])('refuses %s', (_, change, errors) => {
    expect(validateWithdrawal({ ...valid, ...change })).toEqual(errors);
  });

  it('agrees with the API on the edges of the detail', () => {
    for (const detail of ['abcd', 'abcde', ' abcd ', 'x'.repeat(500), 'x'.repeat(501)])
      expect(validateWithdrawal({ ...valid, detail }).detail === undefined).toBe(isDetailedReason(detail));
  });
});
