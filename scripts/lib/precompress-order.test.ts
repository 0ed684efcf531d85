import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompress()', () => {
  it('runs after every other closeBundle, so that the service worker written there gets its copies too', () => {
    expect(precompress().closeBundle).toMatchObject({ order: 'post', sequential: true });
  });
});
