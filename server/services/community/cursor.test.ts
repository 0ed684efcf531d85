import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/http';
import { type Cursor, decodeCursor, encodeCursor } from './cursor';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('page cursors', () => {
  it.each([
    { kind: 'ID', id: 1 },
    { kind: 'ID', id: 2_147_483_647 },
    { kind: 'BEST', likes: 0, id: 5 },
    { kind: 'BEST', likes: 123_456, id: 99 },
  ] satisfies Cursor[])('%j goes round', (cursor) => {
    expect(decodeCursor(encodeCursor(cursor), cursor.kind)).toEqual(cursor);
  });

  it.each([
    ['not base64url', '***', 'ID'],
    ['empty', '', 'ID'],
    ['another list’s cursor', encodeCursor({ kind: 'ID', id: 5 }), 'BEST'],
    ['the other way round', encodeCursor({ kind: 'BEST', likes: 1, id: 5 }), 'ID'],
    ['an unknown tag', b64('X:5'), 'ID'],
    ['id 0', b64('I:0'), 'ID'],
    ['id past 32 bits', b64('I:2147483648'), 'ID'],
    ['a sign', b64('I:-5'), 'ID'],
    ['a fraction', b64('I:1.5'), 'ID'],
    ['an extra part', b64('B:1:2:3'), 'BEST'],
    ['BEST without id', b64('B:1'), 'BEST'],
    ['too long', 'A'.repeat(41), 'ID'],
  ] as const)('refuses %s', (_, raw, kind) => {
    expect(() => decodeCursor(raw, kind)).toThrow(new ApiFailure('INVALID_PARAMETER'));
  });
});
