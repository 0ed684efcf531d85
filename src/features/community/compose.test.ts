import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from '@/domain/comment';
import { composedLength, draftState } from './compose';

describe('the draft rules of the composer', () => {
  it('counts characters as the reader sees them', () => {
    expect(composedLength('abc')).toBe(3);
    expect(composedLength('😂🔥')).toBe(2);
    expect(composedLength('𠮷野家')).toBe(3);
  });

  it('sends 1 to 500 characters with something besides whitespace, or an emoticon alone', () => {
    expect(draftState('', false)).toBe('EMPTY');
    expect(draftState('  \n ', false)).toBe('EMPTY_CONTENT');
    expect(draftState('', true)).toBe('READY');
    expect(draftState('a', false)).toBe('READY');
    expect(draftState('😂'.repeat(COMMENT_MAX_LENGTH), false)).toBe('READY');
    expect(draftState(` ${'a'.repeat(COMMENT_MAX_LENGTH)}\n`, false)).toBe('READY');
    expect(draftState('😂'.repeat(COMMENT_MAX_LENGTH + 1), false)).toBe('COMMENT_TOO_LONG');
    expect(draftState('a'.repeat(COMMENT_MAX_LENGTH + 1), true)).toBe('COMMENT_TOO_LONG');
  });
});
