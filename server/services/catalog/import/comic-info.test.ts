import { describe, expect, it } from 'vitest';
import { readComicInfo } from './comic-info';
import type { Problem } from './limits';
import { comicInfoXml } from './testing/series-fixture';

// ComicInfo.xml as Komga, Kavita and Mihon write it, field by field.

const where = { file: 'ep.cbz', entry: 'ComicInfo.xml' };

function read(xml: string | Buffer) {
  const problems: Problem[] = [];
  const info = readComicInfo(Buffer.isBuffer(xml) ? xml : Buffer.from(xml), where, problems);
  return { info, problems };
}

describe('readComicInfo', () => {
  it('maps the fields, comma lists split and trimmed, the FrontCover page and the date', () => {
    const { info, problems } = read(
      comicInfoXml(
        {
          Series: 'Moon &amp; Office',
          Number: '007',
          Title: 'Late',
          Summary: 'Two lines.\nOf summary.',
          Writer: 'A, B , A',
          Penciller: 'B',
          Genre: 'Romance,Slice of Life',
          Tags: '',
          AgeRating: 'Teen',
          LanguageISO: 'zh-TW',
          Year: 2024,
          Month: 2,
          Day: 29,
        },
        [
          { image: 0, type: 'Story' },
          { image: 2, type: 'FrontCover' },
        ],
      ).replace('&amp;amp;', '&amp;'),
    );
    expect(problems).toEqual([]);
    expect(info).toEqual({
      series: 'Moon & Office',
      number: 7,
      title: 'Late',
      summary: 'Two lines.\nOf summary.',
      writers: ['A', 'B'],
      pencillers: ['B'],
      genres: ['Romance', 'Slice of Life'],
      tags: [],
      adult: false,
      language: 'zh-TW',
      date: { year: 2024, month: 2, day: 29 },
      frontCover: 2,
    });
  });

  it.each([
    ['Adults Only 18+', true],
    ['Mature 17+', true],
    ['M', true],
    ['R18+', true],
    ['X18+', true],
    ['MA15+', false],
    ['Teen', false],
    ['Everyone', false],
    ['Unknown', null],
    ['Rating Pending', null],
  ])('AgeRating %s: adult %s', (rating, adult) => {
    expect(read(comicInfoXml({ Series: 'S', Number: 1, AgeRating: rating })).info?.adult).toBe(adult);
  });

  it('reads UTF-16 with its byte-order mark', () => {
    const xml = `\ufeff${comicInfoXml({ Series: '月の事務所', Number: 1 })}`;
    expect(read(Buffer.from(xml, 'utf16le')).info).toMatchObject({ series: '月の事務所', number: 1 });
  });

  it.each([
    [{ Series: 'S', Number: 0 }, 'Number', /not a whole number from 1/],
    [{ Series: 'S', Number: 1, Year: 2023, Month: 2, Day: 29 }, 'Day', /2023-2-29 is not a date/],
    [{ Series: 'S', Number: 1, Month: 13, Year: 2020 }, 'Month', /from 1 to 12/],
    [{ Series: 'S', Number: 1, AgeRating: 'Adult' }, 'AgeRating', /not an AgeRating of the schema/],
    [{ Series: 'S', Number: 1, LanguageISO: 'japanese!' }, 'LanguageISO', /not a language code/],
    [{ Series: 'S\u0007', Number: 1 }, 'Series', /control characters/],
  ])('refuses %j at %s', (fields, field, message) => {
    const { info, problems } = read(comicInfoXml(fields));
    expect(info).toBeNull();
    expect(problems).toEqual([{ ...where, field, message: expect.stringMatching(message) }]);
  });

  it.each([
    ['malformed XML', '<ComicInfo><Series>S</ComicInfo>', /not well-formed XML \(line 1/],
    ['another root', '<Book><Series>S</Series></Book>', /root element is not <ComicInfo>/],
    ['bytes that are not text', Buffer.from([0xc3, 0x28, 0xff]), /not UTF-8 or UTF-16/],
    [
      'an internal DTD',
      '<!DOCTYPE ComicInfo><ComicInfo><Series>S</Series><Number>1</Number></ComicInfo>',
      /document type/,
    ],
    [
      'a lone entity declaration',
      '<ComicInfo><!ENTITY x "y"><Series>S</Series></ComicInfo>',
      /document type or entities/,
    ],
  ])('refuses %s', (_, xml, message) => {
    expect(read(xml).problems).toEqual([{ ...where, message: expect.stringMatching(message) }]);
  });
});
