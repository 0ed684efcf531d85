import { afterEach, describe, expect, it } from 'vitest';
import { getBrowserId } from './browser-id';
import { getCookie, removeCookie, setCookie } from './cookies';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('getBrowserId', () => {
  afterEach(() => {
    removeCookie('browserId');
  });

  it('creates a UUID, stores it in the browserId cookie and answers the same id afterwards', () => {
    const id = getBrowserId();
    expect(id).toMatch(UUID_V4);
    expect(getCookie('browserId')).toBe(id);
    expect(getBrowserId()).toBe(id);
  });

  it('keeps an id that is already there', () => {
    setCookie('browserId', 'known-id', 60);
    expect(getBrowserId()).toBe('known-id');
  });

  it('still creates a v4 UUID where crypto.randomUUID is missing (plain http)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(getBrowserId()).toMatch(UUID_V4);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
