import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, COMMENT_MAX_MARKS } from '@/domain/comment';
import { COMPOSER_CODES, composedLength, draftState, LIVE_STATES } from './compose';

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

  it('takes text of invisible characters for empty, as the API does', () => {
    expect(draftState('\u200b\u3164\u2800\u3000', false)).toBe('EMPTY_CONTENT');
    expect(draftState('\u200b', true)).toBe('READY');
  });

  it('refuses marks stacked on one character live, and lets Thai through', () => {
    expect(draftState(`a${'\u0301'.repeat(COMMENT_MAX_MARKS + 1)}`, false)).toBe('TOO_MANY_MARKS');
    expect(draftState(`a${'\u0301'.repeat(3000)}`, true)).toBe('TOO_MANY_MARKS');
    expect(draftState('ที่นี่สนุกมาก', false)).toBe('READY');
    expect(LIVE_STATES.has('TOO_MANY_MARKS')).toBe(true);
    expect(COMPOSER_CODES.has('TOO_MANY_MARKS')).toBe(true);
  });
});
