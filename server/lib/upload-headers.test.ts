import { describe, expect, it } from 'vitest';
import { asciiFilename, inlineDisposition, uploadHeaders } from './upload-headers';

describe('uploadHeaders', () => {
  it('says the type, inline with the name, nosniff and a private cache until the URL expires', () => {
    expect(uploadHeaders({ contentType: 'image/webp', filename: 'inquiry-1.webp', maxAgeSeconds: 3599.6 })).toEqual({
      'Content-Type': 'image/webp',
      'Content-Disposition': 'inline; filename="inquiry-1.webp"',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3599',
    });
  });

  it('never a negative max-age', () => {
    expect(uploadHeaders({ contentType: 'image/png', filename: 'a.png', maxAgeSeconds: -5 })['Cache-Control']).toBe(
      'private, max-age=0',
    );
  });
});

describe('the file name', () => {
  it.each([
    ['inquiry-3.webp', 'inquiry-3.webp'],
    ['a"b.webp', 'a_b.webp'],
    ['x\r\nSet-Cookie: a=b', 'x__Set-Cookie__a_b'],
    ['../../etc/passwd', '__.._etc_passwd'],
    ['.htaccess', '_htaccess'],
    ['C:\\boot.ini', 'C__boot.ini'],
    ['スクショ.png', '____.png'],
    ['', 'file'],
  ])('%j is sent as %j', (given, ascii) => {
    expect(asciiFilename(given)).toBe(ascii);
  });

  it('adds filename* only when the ASCII name had to change it', () => {
    expect(inlineDisposition('inquiry-1.webp')).toBe('inline; filename="inquiry-1.webp"');
    expect(inlineDisposition('スクショ.png')).toBe(
      `inline; filename="____.png"; filename*=UTF-8''%E3%82%B9%E3%82%AF%E3%82%B7%E3%83%A7.png`,
    );
    expect(inlineDisposition("it's (1).png")).toBe(
      `inline; filename="it_s__1_.png"; filename*=UTF-8''it%27s%20%281%29.png`,
    );
  });
});
