import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MAX_MARKS,
  commentLength,
  commentTextRefusal,
  isBlankComment,
  newCommentRequest,
  reactionRequest,
  reportRequest,
} from './comment';

describe('commentLength counts characters as a reader sees them', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['äöü', 3],
    ['a\u0308', 1],
    ['ที่นี่', 2],
    ['こんにちは', 5],
    ['😀', 1],
    ['👨‍👩‍👧', 1],
    ['🇯🇵', 1],
    ['line\nbreak', 10],
  ])('%j → %i', (text, length) => {
    expect(commentLength(text)).toBe(length);
  });

  it('500 emoji families are exactly the limit', () => {
    expect(commentLength('👨‍👩‍👧'.repeat(COMMENT_MAX_LENGTH))).toBe(COMMENT_MAX_LENGTH);
  });
});

describe('a comment that draws nothing is empty', () => {
  it.each([
    ['nothing', ''],
    ['spaces, tabs and lines', ' \t\n\r '],
    ['the ideographic space', '\u3000\u3000'],
    ['zero-width space, non-joiner, joiner', '\u200b\u200c\u200d'],
    ['word joiner and byte order mark', '\u2060\ufeff'],
    ['a soft hyphen', '\u00ad'],
    ['variation selectors', '\ufe0f\u{e0100}'],
    ['Hangul fillers', '\u3164\u115f\u1160\uffa0'],
    ['the blank braille pattern', '\u2800\u2800'],
    ['bidi controls', '\u202e\u2066'],
    ['a mix', ' \u200b\u3164\u2800\u3000\ufeff '],
  ])('%s', (_, text) => {
    expect(isBlankComment(text)).toBe(true);
    expect(commentTextRefusal(text, false)).toBe('EMPTY_CONTENT');
    expect(commentTextRefusal(text, true)).toBeNull();
  });

  it.each([['a'], ['。'], ['😀'], ['\u2801'], ['ㅋ']])('%j is not blank', (text) => {
    expect(isBlankComment(text)).toBe(false);
    expect(commentTextRefusal(text, false)).toBeNull();
  });
});

describe('combining marks on one character', () => {
  const stack = (marks: number) => `a${'\u0301'.repeat(marks)}`;

  it.each([
    ['Thai: consonant, vowel and tone mark', 'ที่นี่สนุกมาก น้ำใจ ปั้น กี๊'],
    ['Vietnamese, precomposed', 'Tiếng Việt thật đẹp, cảm ơn nhiều'],
    ['Vietnamese, decomposed', 'Tie\u0302\u0301ng Vie\u0323\u0302t'],
    ['Devanagari', 'नमस्ते, हूँ, क्षत्रिय, स्त्री'],
    ['emoji with a variation selector and a keycap', '❤️ 1️⃣ 👍🏽'],
    [`${COMMENT_MAX_MARKS} marks on one letter`, stack(COMMENT_MAX_MARKS)],
    ['4 marks on each of many letters', stack(4).repeat(100)],
  ])('passes %s', (_, text) => {
    expect(commentTextRefusal(text, false)).toBeNull();
  });

  it.each([
    [`${COMMENT_MAX_MARKS + 1} marks on one letter`, stack(COMMENT_MAX_MARKS + 1)],
    ['3 000 marks on one letter (one character to the counter)', stack(3000)],
    ['marks with no letter under them', '\u0332'.repeat(5)],
    ['a Thai letter under a stack of tone marks', `ก${'\u0e49'.repeat(5)}`],
    ['with an emoticon too', stack(10)],
  ])('refuses %s', (_, text) => {
    expect(commentTextRefusal(text, true)).toBe('TOO_MANY_MARKS');
  });

  it('says the marks before the length', () => {
    expect(commentLength(stack(3000))).toBe(1);
    expect(commentTextRefusal(`${'x'.repeat(COMMENT_MAX_LENGTH)}${stack(5)}`, false)).toBe('TOO_MANY_MARKS');
    expect(commentTextRefusal('x'.repeat(COMMENT_MAX_LENGTH + 1), true)).toBe('COMMENT_TOO_LONG');
    expect(commentTextRefusal(` ${'x'.repeat(COMMENT_MAX_LENGTH)}\n`, false)).toBeNull();
  });
});

describe('request schemas', () => {
  it.each([
    [{ episodeId: 1, body: 'Hi' }, true],
    [{ episodeId: 1, body: 'Hi', emoticon: 'FIRE' }, true],
    [{ episodeId: 1, body: '', emoticon: null }, true],
    [{ episodeId: 1, body: 'Hi', emoticon: 'POOP' }, false],
    [{ episodeId: '1', body: 'Hi' }, false],
    [{ episodeId: 1, body: 'Hi\u0000' }, false],
    [{ episodeId: 1, body: 'x'.repeat(8001) }, false],
    [{ episodeId: 1 }, false],
  ])('new comment %j → %s', (body, valid) => {
    expect(newCommentRequest.safeParse(body).success).toBe(valid);
  });

  it.each([
    [{ kind: 'LIKE' }, true],
    [{ kind: null }, true],
    [{}, false],
    [{ kind: 'like' }, false],
  ])('reaction %j → %s', (body, valid) => {
    expect(reactionRequest.safeParse(body).success).toBe(valid);
  });

  it.each([
    [{}, true],
    [{ reason: 'Spoiler' }, true],
    [{ reason: null }, false],
    [{ reason: 'x'.repeat(201) }, false],
  ])('report %j → %s', (body, valid) => {
    expect(reportRequest.safeParse(body).success).toBe(valid);
  });
});
