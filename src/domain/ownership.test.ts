import { describe, expect, it } from 'vitest';
import { titleOwnershipKind, type TitleHolding } from './ownership';

describe('titleOwnershipKind', () => {
  const cases: [Partial<TitleHolding>, ReturnType<typeof titleOwnershipKind>][] = [
    [{ owned: 10, paid: 10 }, 'ALL_POSSESSION'],
    // A paid episode published after the purchase: no longer all of them.
    [{ owned: 10, paid: 11 }, 'POSSESSION'],
    [{ owned: 3, paid: 10 }, 'POSSESSION'],
    [{ owned: 3, rented: 7, paid: 10 }, 'ALL_RENT'],
    [{ rented: 10, paid: 10 }, 'ALL_RENT'],
    [{ rented: 4, freetime: 6, paid: 10 }, 'ALL_RENT'],
    [{ owned: 3, rented: 2, paid: 10 }, 'POSSESSION'],
    [{ rented: 2, freetime: 1, paid: 10 }, 'RENT'],
    [{ freetime: 1, paid: 10 }, 'FREETIME'],
    [{ paid: 10 }, null],
    // A title that became free for everyone: what was bought is still kept.
    [{ owned: 2, paid: 0 }, 'ALL_POSSESSION'],
    [{ rented: 2, paid: 0 }, 'ALL_RENT'],
    [{ paid: 0 }, null],
  ];
  it.each(cases)('%o → %s', (holding, kind) => {
    expect(titleOwnershipKind({ owned: 0, rented: 0, freetime: 0, paid: 0, ...holding })).toBe(kind);
  });
});
