import type { DemoLocale } from './demo-text';

/**
 * How the Japanese demo titles are read, part by part (the parts of demo-text/ja.ts: an opening, an ending and the
 * sequel's mark), so that a search for the sound (けん, ケン, ken) finds 「月影の剣」. Titles in the other languages carry
 * no reading: Thai and Chinese readers type the script itself, and the English names are their own reading.
 */
const JAPANESE_PARTS: Readonly<Record<string, string>> = {
  月影の: 'つきかげの',
  紅の: 'くれないの',
  静寂の: 'せいじゃくの',
  黄金の: 'おうごんの',
  秘密の: 'ひみつの',
  鋼の: 'はがねの',
  硝子の: 'がらすの',
  さすらいの: 'さすらいの',
  最後の: 'さいごの',
  蒼穹の: 'そうきゅうの',
  紙の: 'かみの',
  真夜中の: 'まよなかの',
  壊れた: 'こわれた',
  七番目の: 'ななばんめの',
  ビロードの: 'びろーどの',
  北の: 'きたの',
  剣: 'けん',
  庭園: 'ていえん',
  学園: 'がくえん',
  王国: 'おうこく',
  契約: 'けいやく',
  シグナル: 'しぐなる',
  果樹園: 'かじゅえん',
  塔: 'とう',
  夏: 'なつ',
  誓い: 'ちかい',
};
const JAPANESE_SEQUEL = 'だいにぶ';

/** The reading of a demo title made of `first` and `second` (and the sequel's mark), or null where none is kept. */
export function seedTitleReading(locale: DemoLocale, first: string, second: string, sequel: boolean): string | null {
  if (locale !== 'ja') return null;
  const opening = JAPANESE_PARTS[first];
  const ending = JAPANESE_PARTS[second];
  if (opening === undefined || ending === undefined)
    throw new Error(`No reading for the demo title part "${opening === undefined ? first : second}".`);
  return `${opening}${ending}${sequel ? ` ${JAPANESE_SEQUEL}` : ''}`;
}
