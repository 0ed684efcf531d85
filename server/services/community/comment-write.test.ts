import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/http';
import { checkDraft, type Draft } from './comment-write';

function refusalOf(draft: Draft): string | null {
  try {
    checkDraft(draft);
    return null;
  } catch (error) {
    if (error instanceof ApiFailure) return error.code;
    throw error;
  }
}

describe('checkDraft: the comment rule the API applies before writing', () => {
  it.each([
    ['only invisible characters', { body: '\u200b\u3164\u2800\u3000\ufeff' }, 'EMPTY_CONTENT'],
    ['one letter under 3 000 marks', { body: `a${'\u0336'.repeat(3000)}` }, 'TOO_MANY_MARKS'],
    ['501 characters', { body: 'a'.repeat(501) }, 'COMMENT_TOO_LONG'],
    ['a word split by a hyphen', { body: 'du arsch-loch' }, 'PROHIBITED_WORD'],
    ['しね in katakana', { body: 'シネ！' }, 'PROHIBITED_WORD'],
    ['a traditional variant', { body: '白癡' }, 'PROHIBITED_WORD'],
  ])('refuses %s', (_, draft: Draft, code) => {
    expect(refusalOf(draft)).toBe(code);
  });

  it.each([
    ['Thai with vowel and tone marks', 'ที่นี่สนุกมาก น้ำตาไหล'],
    ['Vietnamese', 'Tiếng Việt thật đẹp'],
    ['Devanagari', 'नमस्ते, हूँ'],
    ['a Japanese sentence-final しね', '今週も面白いしね'],
  ])('keeps %s', (_, body) => {
    expect(checkDraft({ body: ` ${body}\n` })).toEqual({ body, emoticon: null });
  });

  it('stores no text when an emoticon comes with only invisible characters', () => {
    expect(checkDraft({ body: '\u200b \u3164', emoticon: 'FIRE' })).toEqual({ body: '', emoticon: 'FIRE' });
  });
});
