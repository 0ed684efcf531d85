import { ApiFailure } from '../../lib/http';

/**
 * Opaque page cursors: the sort key of the last item, tagged with its list so that a cursor of one list is refused by
 * another. NEWEST, replies and the reader's own list page by id; BEST by (likeCount, id).
 */
export type Cursor = { kind: 'ID'; id: number } | { kind: 'BEST'; likes: number; id: number };

const MAX_INT = 2_147_483_647;

export function encodeCursor(cursor: Cursor): string {
  const key = cursor.kind === 'BEST' ? `B:${cursor.likes}:${cursor.id}` : `I:${cursor.id}`;
  return Buffer.from(key, 'utf8').toString('base64url');
}

function int(text: string | undefined, min: number): number {
  const value = /^\d{1,10}$/.test(text ?? '') ? Number(text) : NaN;
  if (!(value >= min && value <= MAX_INT)) throw new ApiFailure('INVALID_PARAMETER');
  return value;
}

/** The cursor a client sent back, of the kind the list expects; anything else is INVALID_PARAMETER. */
export function decodeCursor(raw: string, kind: Cursor['kind']): Cursor {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(raw)) throw new ApiFailure('INVALID_PARAMETER');
  const [tag, first, second, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split(':');
  if (rest.length > 0) throw new ApiFailure('INVALID_PARAMETER');
  if (kind === 'BEST' && tag === 'B' && second !== undefined) return { kind, likes: int(first, 0), id: int(second, 1) };
  if (kind === 'ID' && tag === 'I' && second === undefined) return { kind, id: int(first, 1) };
  throw new ApiFailure('INVALID_PARAMETER');
}
