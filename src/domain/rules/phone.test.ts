import { describe, expect, it } from 'vitest';
import { maskEmail } from '../phone';
import { phoneNumberFor } from './phone';

describe('phoneNumberFor', () => {
  it.each([
    ['japan', '090-1234-5678', '+819012345678'],
    ['japan', '+81 90 1234 5678', '+819012345678'],
    ['thai', '081 234 5678', '+66812345678'],
    ['taiwan', '0912 345 678', '+886912345678'],
    ['de', '01512 3456789', '+4915123456789'],
    ['me', '+1 415 555 2671', '+14155552671'],
    ['me', '+82 10 1234 5678', '+821012345678'],
    // 'me' reads a number without its country code as an American one, however it is written.
    ['me', '(415) 555-2671', '+14155552671'],
    ['me', '4155552671', '+14155552671'],
    ['me', '415.555.2671', '+14155552671'],
    ['me', '1-415-555-2671', '+14155552671'],
    ['me', '+44 7400 123456', '+447400123456'],
    ['japan', '０９０－１２３４－５６７８', '+819012345678'], // typed in full width
  ] as const)('%s takes %s as %s', (platform, raw, e164) => {
    expect(phoneNumberFor(platform, raw)).toBe(e164);
  });

  it.each([
    ['japan', ''],
    ['japan', '03-1234-5678'], // a landline cannot receive the SMS
    ['japan', '+66812345678'], // another country's number
    ['de', '+819012345678'],
    ['me', '0812345678'], // a Thai number without its +66 is no American one
    ['me', '12345'],
    ['thai', 'not a number'],
  ] as const)('%s refuses %j', (platform, raw) => {
    expect(phoneNumberFor(platform, raw)).toBeNull();
  });
});

describe('maskEmail', () => {
  it.each([
    ['abcdef@example.com', 'ab****@example.com'],
    ['abc@example.com', 'ab***@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@example.com', 'a***@example.com'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
