import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, commentLength, newCommentRequest, reactionRequest, reportRequest } from './comment';

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
