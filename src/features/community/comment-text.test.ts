import { describe, expect, it } from 'vitest';
import { commentSegments } from './comment-text';

const HOST = 'webtoon.example';

describe('commentSegments', () => {
  it('keeps a comment without addresses as one text', () => {
    expect(commentSegments('最高でした！<b>bold</b>', HOST)).toEqual([
      { kind: 'text', text: '最高でした！<b>bold</b>' },
    ]);
  });

  it('turns an address of the own host into a path, with its query and fragment', () => {
    expect(commentSegments('see https://webtoon.example/viewer/12?x=1#top, wow', HOST)).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://webtoon.example/viewer/12?x=1#top', path: '/viewer/12?x=1#top' },
      { kind: 'text', text: ', wow' },
    ]);
  });

  it('leaves addresses of other hosts, look-alikes and credentials as text', () => {
    for (const body of [
      'go https://evil.example/viewer/1',
      'go https://webtoon.example.evil.example/a',
      'go https://user:pw@webtoon.example/a',
      'go http://webtoon.example:8443/a',
      'javascript:alert(1)',
      'go https://webtoon.example//evil.example/login',
      'go https://webtoon.example/\\evil.example/login',
    ]) {
      expect(commentSegments(body, HOST)).toEqual([{ kind: 'text', text: body }]);
    }
  });

  it('finds several own links and leaves sentence punctuation outside', () => {
    const segments = commentSegments('http://webtoon.example/a. and (https://webtoon.example/b)', HOST);
    expect(segments.filter((s) => s.kind === 'link').map((s) => (s.kind === 'link' ? s.path : ''))).toEqual([
      '/a',
      '/b',
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('http://webtoon.example/a. and (https://webtoon.example/b)');
  });
});
