import { describe, expect, it } from 'vitest';
import { checkPrizeAddress } from './roulette-address';

const TOKYO = {
  city: '東京都',
  name: '山田 花子',
  zipCode: '150-0001',
  address1: '渋谷区神宮前1-2-3',
  address2: '',
  phone: '090-1234-5678',
};

describe('checkPrizeAddress', () => {
  it('takes a complete address, trimmed, address2 optional', () => {
    expect(checkPrizeAddress('japan', { ...TOKYO, name: '  山田 花子 ' })).toEqual({
      address: TOKYO,
      problems: null,
    });
    expect(checkPrizeAddress('japan', { ...TOKYO, address2: undefined }).problems).toBeNull();
  });

  it.each(['city', 'name', 'zipCode', 'address1', 'phone'] as const)('refuses %s missing or blank', (field) => {
    expect(checkPrizeAddress('japan', { ...TOKYO, [field]: '  ' }).problems).toEqual({ [field]: 'required' });
    expect(checkPrizeAddress('japan', { ...TOKYO, [field]: undefined }).problems).toEqual({ [field]: 'required' });
  });

  it("checks the phone like the account's: a mobile number of the platform's country", () => {
    expect(checkPrizeAddress('japan', { ...TOKYO, phone: '12345' }).problems).toEqual({ phone: 'phone' });
    expect(checkPrizeAddress('japan', { ...TOKYO, phone: '+66812345678' }).problems).toEqual({ phone: 'phone' });
    expect(checkPrizeAddress('thai', { ...TOKYO, phone: '081-234-5678' }).problems).toBeNull();
    expect(checkPrizeAddress('me', { ...TOKYO, phone: '+14155552671' }).problems).toBeNull();
  });

  it('refuses a postal code that is not one', () => {
    expect(checkPrizeAddress('japan', { ...TOKYO, zipCode: '〒' }).problems).toEqual({ zipCode: 'zipCode' });
    expect(checkPrizeAddress('taiwan', { ...TOKYO, zipCode: '100', phone: '0912-345-678' }).problems).toBeNull();
  });
});
