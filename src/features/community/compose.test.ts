import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from '@/domain/comment';
import { composedLength, draftState } from './compose';

describe('the draft rules of the composer', () => {
  it('counts characters as the reader sees them', () => {
    expect(composedLength('abc')).toBe(3);
    expect(composedLength('😂🔥')).toBe(2);
    expect(composedLength('𠮷野家')).toBe(3);
    expect(composedLength('สวัสดี')).toBe(6);
  });

  it('sends 1 to 500 characters with something besides whitespace', () => {
    expect(draftState('')).toBe('EMPTY');
    expect(draftState('  \n ')).toBe('EMPTY_CONTENT');
    expect(draftState('a')).toBe('READY');
    expect(draftState('😂'.repeat(COMMENT_MAX_LENGTH))).toBe('READY');
    expect(draftState('😂'.repeat(COMMENT_MAX_LENGTH + 1))).toBe('COMMENT_TOO_LONG');
  });
});
