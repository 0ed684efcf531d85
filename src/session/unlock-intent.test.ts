import { afterEach, describe, expect, it } from 'vitest';
import { PurchaseKind } from '@/domain/enums';
import {
  forgetUnlockIntent,
  keepUnlockIntent,
  peekUnlockIntent,
  settleUnlockIntent,
  takeUnlockIntent,
} from './unlock-intent';

const AT = 1_700_000_000_000;
const rent = { contentId: 7, episodeIds: [103], kind: PurchaseKind.RENTAL };

afterEach(() => sessionStorage.clear());

describe('the unlock intent kept across the login wall', () => {
  it('is there for its page only, and the page takes it once after a sign-in that returned there', () => {
    keepUnlockIntent('/detail/7', rent, AT);
    expect(peekUnlockIntent('/detail/8', AT)).toBeNull();
    expect(peekUnlockIntent('/detail/7', AT)).toEqual({ ...rent, path: '/detail/7', at: AT, armed: false });
    settleUnlockIntent('/detail/7', AT);
    expect(takeUnlockIntent('/detail/7', AT + 1000)).toMatchObject(rent);
    expect(takeUnlockIntent('/detail/7', AT + 1000)).toBeNull();
  });

  it('opens nothing without a sign-in from the wall: a reader signed in some other way only drops it', () => {
    keepUnlockIntent('/detail/7', rent, AT);
    expect(takeUnlockIntent('/detail/7', AT)).toBeNull();
    expect(peekUnlockIntent('/detail/7', AT)).toBeNull();
  });

  it('lasts as long as the login check (600 s), to the millisecond', () => {
    keepUnlockIntent('/detail/7', rent, AT);
    settleUnlockIntent('/detail/7', AT);
    expect(peekUnlockIntent('/detail/7', AT + 599_999)).not.toBeNull();
    expect(takeUnlockIntent('/detail/7', AT + 600_000)).toBeNull();
    // A clock set back is no reason to trust an old record either.
    expect(peekUnlockIntent('/detail/7', AT - 1)).toBeNull();
  });

  it('is used up by a page that is not its own: a signed-in reader never carries one along', () => {
    keepUnlockIntent('/detail/7', rent, AT);
    expect(takeUnlockIntent('/detail/8', AT)).toBeNull();
    expect(peekUnlockIntent('/detail/7', AT)).toBeNull();
  });

  it('survives a sign-in that returns to its page, and no other sign-in', () => {
    keepUnlockIntent('/detail/7', rent, AT);
    settleUnlockIntent('/detail/7', AT);
    expect(peekUnlockIntent('/detail/7', AT)).toMatchObject({ armed: true });
    settleUnlockIntent('/my', AT);
    expect(peekUnlockIntent('/detail/7', AT)).toBeNull();
  });

  it('is forgotten at another wall', () => {
    keepUnlockIntent('/detail/7', rent, AT);
    forgetUnlockIntent();
    expect(peekUnlockIntent('/detail/7', AT)).toBeNull();
  });

  it.each([
    ['junk', '{not json'],
    ['an unknown kind', JSON.stringify({ ...rent, kind: 5, path: '/detail/7', at: AT })],
    ['no episodes', JSON.stringify({ ...rent, episodeIds: [], path: '/detail/7', at: AT })],
    ['an episode that is no id', JSON.stringify({ ...rent, episodeIds: ['1'], path: '/detail/7', at: AT })],
  ])('ignores a record holding %s', (_, stored) => {
    sessionStorage.setItem('unlock-intent', stored);
    expect(peekUnlockIntent('/detail/7', AT)).toBeNull();
  });
});
