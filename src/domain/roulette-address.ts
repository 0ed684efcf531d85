import * as z from 'zod/mini';
import type { PlatformId } from './enums';
import type { PrizeAddress } from './roulette';
import { phoneNumberFor } from './rules/phone';
import { text } from './text';

/** The most each field of the address form takes (UTF-16 units); a real address is far below. */
export const PRIZE_ADDRESS_MAX = {
  city: 60,
  name: 60,
  zipCode: 12,
  address1: 120,
  address2: 120,
  phone: 32,
} as const satisfies Record<keyof PrizeAddress, number>;

export const PRIZE_ADDRESS_FIELDS = ['name', 'zipCode', 'city', 'address1', 'address2', 'phone'] as const;

/** Spec §5: every field but address2 is required. */
export const PRIZE_ADDRESS_REQUIRED: readonly (keyof PrizeAddress)[] = ['city', 'name', 'zipCode', 'address1', 'phone'];

/**
 * `PUT /roulette/spins/:id/address`. Each field is a bounded clean string (a wrong type or a control character is
 * INVALID_PARAMETER, like every request); a field left out counts as blank, which the rule below refuses with
 * INVALID_ADDRESS as the form does.
 */
export const prizeAddressRequest = z.strictObject({
  city: z.optional(text({ max: PRIZE_ADDRESS_MAX.city })),
  name: z.optional(text({ max: PRIZE_ADDRESS_MAX.name })),
  zipCode: z.optional(text({ max: PRIZE_ADDRESS_MAX.zipCode })),
  address1: z.optional(text({ max: PRIZE_ADDRESS_MAX.address1 })),
  address2: z.optional(text({ max: PRIZE_ADDRESS_MAX.address2 })),
  phone: z.optional(text({ max: PRIZE_ADDRESS_MAX.phone })),
});
export type PrizeAddressRequest = z.infer<typeof prizeAddressRequest>;

/** Why a field is refused: blank, not a postal code, or not a mobile number of the platform's country. */
export type PrizeAddressProblem = 'required' | 'zipCode' | 'phone';

/** Postal codes of the served countries are digits with a dash or a space (Japan 123-4567, Taiwan 100, Thai 10110). */
const ZIP_PATTERN = /^[0-9A-Za-z][0-9A-Za-z -]{1,10}$/;

/**
 * The address rule shared by the form and the API: the required fields of spec §5 must be non-blank, the postal code
 * looks like one, and the phone is checked like the account's (rules/phone.ts: a mobile number of the platform's
 * country), so a courier can call. Answers the trimmed address, or the problem of each refused field.
 */
export function checkPrizeAddress(
  platform: PlatformId,
  input: PrizeAddressRequest,
):
  | { address: PrizeAddress; problems: null }
  | { address: null; problems: Partial<Record<keyof PrizeAddress, PrizeAddressProblem>> } {
  const address: PrizeAddress = {
    city: (input.city ?? '').trim(),
    name: (input.name ?? '').trim(),
    zipCode: (input.zipCode ?? '').trim(),
    address1: (input.address1 ?? '').trim(),
    address2: (input.address2 ?? '').trim(),
    phone: (input.phone ?? '').trim(),
  };
  const problems: Partial<Record<keyof PrizeAddress, PrizeAddressProblem>> = {};
  for (const field of PRIZE_ADDRESS_REQUIRED) if (address[field] === '') problems[field] = 'required';
  if (!problems.zipCode && !ZIP_PATTERN.test(address.zipCode)) problems.zipCode = 'zipCode';
  if (!problems.phone && phoneNumberFor(platform, address.phone) === null) problems.phone = 'phone';
  return Object.keys(problems).length === 0 ? { address, problems: null } : { address: null, problems };
}
