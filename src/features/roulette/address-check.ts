import platform from '@platform';
import type { PrizeAddress } from '@/domain/roulette';
import { checkPrizeAddress } from '@/domain/roulette-address';
import type { MessageKey } from '@/i18n';

export type AddressErrors = Partial<Record<keyof PrizeAddress, MessageKey<'roulette'>>>;

/** The API's rule (src/domain/roulette-address.ts) field by field, with the message of each refused field. */
export function validateAddress(values: PrizeAddress): AddressErrors {
  const { problems } = checkPrizeAddress(platform.id, values);
  const errors: AddressErrors = {};
  for (const [field, problem] of Object.entries(problems ?? {}))
    errors[field as keyof PrizeAddress] = `roulette.address.check.${problem}`;
  return errors;
}
