import { afterEach, describe, expect, it } from 'vitest';
import { removeCookie } from './cookies';
import { keepFbc, keptFbc } from './fbc';

afterEach(() => removeCookie('_fbc'));

describe('the Meta click id', () => {
  it('keeps ?fbclid= as fb.1.<ms>.<fbclid>', () => {
    keepFbc('?utm=x&fbclid=IwAR0abc_DEF-1', 1_700_000_000_000);
    expect(keptFbc()).toBe('fb.1.1700000000000.IwAR0abc_DEF-1');
  });

  it('ignores a missing or malformed click id', () => {
    keepFbc('?fbclid=not%20valid!');
    keepFbc('?other=1');
    expect(keptFbc()).toBeNull();
  });
});
