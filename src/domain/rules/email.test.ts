import { describe, expect, it } from 'vitest';
import { isDeniedEmailDomain, isWellFormedEmail, normalizeEmail } from './email';

describe('isWellFormedEmail', () => {
  it.each(['reader@example.com', 'first.last+tag@sub.example.co.jp', 'a@b.io', `${'a'.repeat(64)}@example.com`])(
    'accepts %s',
    (email) => {
      expect(isWellFormedEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'reader',
    'reader@',
    '@example.com',
    'reader@example',
    'reader@example.c',
    'reader@@example.com',
    'read er@example.com',
    'reader@exa mple.com',
    'reader@.example.com',
    'reader@example..com',
    'reader@example.com.',
    ' reader@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('rejects %s', (email) => {
    expect(isWellFormedEmail(email)).toBe(false);
  });
});

describe('isDeniedEmailDomain', () => {
  it.each([
    ['x@mailinator.com', true],
    ['x@MAILINATOR.COM', true],
    ['x@inbox.mailinator.com', true],
    ['x@yopmail.com', true],
    ['x@example.com', false],
    ['x@notmailinator.com', false],
    ['x@mailinator.com.example.org', false],
  ])('%s → %s', (email, denied) => {
    expect(isDeniedEmailDomain(email)).toBe(denied);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Reader@Example.COM ')).toBe('reader@example.com');
  });
});
