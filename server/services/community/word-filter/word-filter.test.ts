import { describe, expect, it } from 'vitest';
import de from './lists/de.json';
import en from './lists/en.json';
import ja from './lists/ja.json';
import th from './lists/th.json';
import zhTw from './lists/zh-TW.json';
import { joinSpelledOut } from './normalize';
import { containsProhibitedWord } from './word-filter';

describe('prohibited words, and the evasions a maintained filter sees through', () => {
  it.each([
    ['plain English', 'what a fucking episode'],
    ['upper case', 'FUCK this cliffhanger'],
    ['repeated letters', 'fuuuuuck'],
    ['leetspeak', 'sh1t writer'],
    ['accents and confusables', 'fück'],
    ['full-width letters (NFKC)', 'ｆｕｃｋ'],
    ['spelled out with spaces', 'f u c k you'],
    ['spelled out with dots', 'you b.i.t.c.h'],
    ['a zero-width space inside', 'fu\u200bck'],
    ['our English list', 'the villain is a douchebag'],
    ['German', 'Was für ein Arschloch'],
    ['German, upper case and umlaut kept', 'HURENSOHN'],
    ['German phrase', 'fick dich'],
    ['Japanese', '作者死ね'],
    ['Japanese in katakana', 'キチガイかよ'],
    ['Japanese in half-width katakana', 'ｷﾁｶﾞｲ'],
    ['Japanese with spaces inside', 'くそ 野郎'],
    ['Thai', 'ไอ้สัตว์'],
    ['Thai with a repeated last letter', 'เหี้ยยยยย'],
    ['Thai with spaces inside', 'ไอ้ ควาย'],
    ['Chinese', '你這個王八蛋'],
    ['Chinese, simplified', '操你妈'],
    ['Chinese with punctuation inside', '幹.你.娘'],
  ])('%s: %s', (_, text) => {
    expect(containsProhibitedWord(text)).toBe(true);
  });

  it.each([
    ['class', 'the class president arc'],
    ['assistant', 'her assistant is the best'],
    ['Schwanensee', 'Das erinnert mich an Schwanensee'],
    ['German "dick" (thick)', 'Der Band ist richtig dick'],
    ['German Titel, Analyse, Fagott', 'Titel, Analyse und ein Fagott'],
    ['Scunthorpe', 'I grew up in Scunthorpe'],
    [
      'German Kanal, Kanäle, Kanalisation, Analphabet, Fanal',
      'Der Kanal, die Kanäle, die Kanalisation, kein Analphabet, ein Fanal',
    ],
    ['German Wankelmotor, Pissoir', 'Ein Wankelmotor und ein Pissoir'],
    ['cumin, shiitake, chinking', 'cumin and shiitake, glasses chinking'],
    ['Japanese: 死ねない, 死ねる, 死ねば (plot talk)', 'まだ死ねない！ここで死ねるなら本望、死ねば終わり'],
    ['cockpit', 'the cockpit scene'],
    ['words side by side', 'a glass hit the floor'],
    ['Japanese: 必死ね (desperate, huh)', '主人公必死ねw'],
    ['Japanese: ordinary', 'こんにちは、今週も最高でした！アブストラクトな絵'],
    ['Japanese: 死ぬほど', '死ぬほど面白い'],
    ['Thai: hello', 'สวัสดีครับ ตอนนี้สนุกมาก'],
    ['Thai: ruthless (โหดเหี้ยม)', 'ตัวร้ายโหดเหี้ยมมาก'],
    ['Thai: pet, buffalo, flowers', 'สัตว์เลี้ยง ควาย ดอกไม้'],
    ['Chinese: cadre, capable, operation, cake', '幹部很能幹，操作簡單，蛋糕好吃'],
    ['Chinese: magazine, seeds, the past', '雜誌、種子、過去死亡'],
    ['emoji and numbers', '🔥🔥🔥 10/10'],
  ])('not flagged: %s', (_, text) => {
    expect(containsProhibitedWord(text)).toBe(false);
  });

  it('every word of every list is caught as written', () => {
    for (const list of [en, de, ja, th, zhTw])
      for (const word of list.words) expect(containsProhibitedWord(word.replaceAll('|', '')), word).toBe(true);
  });

  it('every allowed word of every list passes as written', () => {
    for (const list of [en, de, ja, th, zhTw])
      for (const word of list.allowed) expect(containsProhibitedWord(word), word).toBe(false);
  });
});

/**
 * Per locale: what an outside probe sent to get a word through (each must be refused), and ordinary words that merely
 * look like one (each must pass). Comments of every platform meet every list.
 */
const EVASIONS: Record<string, [string, string][]> = {
  en: [
    ['separators inside a phrase', 'kill-yourself'],
    ['underscores and upper case', 'KILL_YOURSELF'],
    ['ph for f', 'phuck'],
    ['ph for f, spelled out', 'ph.u.c.k'],
    ['a combining low line after each letter', 'f\u0332u\u0332c\u0332k\u0332'],
    ['a combining stroke after each letter', 'f\u0336u\u0336c\u0336k\u0336'],
    ['a soft hyphen inside', 'sh\u00adit'],
    ['zero-width joiners inside', 'b\u200di\u200dt\u200dc\u200dh'],
    ['full-width with an ideographic space', 'ｋｉｌｌ\u3000ｙｏｕｒｓｅｌｆ'],
    ['spelled out with hyphens', 'k-y-s'],
  ],
  de: [
    ['a hyphen inside', 'arsch-loch'],
    ['an underscore and capitals', 'Arsch_Loch'],
    ['spelled out', 'A r s c h l o c h'],
    ['leetspeak', 'arschl0ch'],
    ['dots between letters', 'H.u.r.e.n.s.o.h.n'],
    ['combining low lines', 'W\u0332i\u0332c\u0332h\u0332s\u0332e\u0332r\u0332'],
    ['a zero-width space inside', 'Wich\u200bser'],
    ['a phrase with a hyphen', 'FICK-DICH'],
    ['full-width letters', 'Ｆｏｔｚｅ'],
  ],
  ja: [
    ['しね alone', 'しね'],
    ['シネ alone', 'シネ'],
    ['half-width katakana', 'ｼﾈ'],
    ['after a noun', '作者しね'],
    ['a command with よ', 'お前しねよ'],
    ['with an exclamation mark', 'シネ!'],
    ['lengthened', 'しねー'],
    ['laughing', 'しねw'],
    ['a space inside', 'し ね'],
    ['a middle dot inside', 'シ・ネ'],
    ['repeated', 'しねしね'],
    ['a repeated last letter', 'しねねね'],
    ['死ね with a zero-width space', '死\u200bね'],
    ['タヒ for 死', 'タヒね'],
  ],
  th: [
    ['a zero-width space inside', 'เหี้\u200bย'],
    ['a dot inside', 'ไอ้.สัตว์'],
    ['a repeated last letter', 'อีดอกกก'],
    ['a repeated tone mark', 'เหี้้้ย'],
    ['spaces between every letter', 'ไ อ้ ค ว า ย'],
    ['a hyphen inside', 'เย็ด-แม่'],
  ],
  'zh-TW': [
    ['simplified 干 for 幹', '干你娘'],
    ['妳 for 你', '幹妳娘'],
    ['simplified, 马 for 妈', '操你马'],
    ['嗎 for 媽', '操你嗎'],
    ['traditional 癡 for 痴', '白癡'],
    ['spaces inside', '操 你 媽'],
    ['a zero-width space inside', '幹\u200b你娘'],
    ['simplified', '贱人'],
    ['simplified, in a sentence', '你这个杂种'],
    ['hyphens inside', '王-八-蛋'],
  ],
};

const ORDINARY: Record<string, [string, string][]> = {
  en: [
    ['assassin', 'the assassin arc'],
    ['class, classic', 'a classic, first class'],
    ['Scunthorpe', 'Scunthorpe'],
    ['cockpit', 'cockpit'],
    ['ph words', 'a photo on the phone: elephant, alphabet, dolphin'],
    ['Phuket (ph read as f)', 'Phuket trip'],
    ['a hyphen between equal letters', 'a smash-hit series'],
    ['T-shirt, e-mail, co-op', 'T-shirt, e-mail, co-op'],
  ],
  de: [
    ['Arschbombe (cannonball dive)', 'Eine Arschbombe ins Becken'],
    ['Schwanensee', 'Schwanensee'],
    ['Kanal', 'Kanal'],
    ['Klassiker, Assel', 'Ein Klassiker mit einer Assel'],
    ['Analyse-Tool, Phänomen, Delphin', 'Analyse-Tool, Phänomen, Delphin'],
  ],
  ja: [
    ['シネマ (cinema)', 'シネマ'],
    ['シネコン (multiplex)', '近所のシネコンで見た'],
    ['sentence-final し+ね', '面白いしね'],
    ['after です', 'ですしね'],
    ['after いい', '絵もいいしね！'],
    ['after a lengthened adjective', '作画すげーしね'],
    ["しねえ (won't do)", '勉強しねえ'],
    ['しねぇ', 'もう気にしねぇ'],
    ['必死ね', '必死ね'],
  ],
  th: [
    ['ruthless', 'ตัวร้ายโหดเหี้ยม'],
    ['tone and vowel marks', 'ที่นี่สนุกมาก น่ารักที่สุด'],
    ['flowers, buffalo', 'ดอกไม้สวย ควายตัวใหญ่'],
  ],
  'zh-TW': [
    ['cadre, capable, dry (干)', '幹部很能幹，乾杯'],
    ['immediately, mother', '馬上來，媽媽好'],
    ['playground, how are you', '操場上，你好嗎'],
    ['white, wisdom, magazine', '白色、智慧、雜誌'],
  ],
};

describe.each(Object.keys(EVASIONS))('evasions in %s are refused', (locale) => {
  it.each(EVASIONS[locale] ?? [])('%s: %s', (_, text) => {
    expect(containsProhibitedWord(text)).toBe(true);
  });
});

describe.each(Object.keys(ORDINARY))('ordinary %s passes', (locale) => {
  it.each(ORDINARY[locale] ?? [])('%s: %s', (_, text) => {
    expect(containsProhibitedWord(text)).toBe(false);
  });
});

describe('joinSpelledOut', () => {
  it.each([
    ['f u c k you', 'fuck you'],
    ['s-h-i-t', 'shit'],
    ['a b', 'a b'],
    ['glass hit', 'glass hit'],
    ['I am a b c', 'I am abc'],
  ])('%s → %s', (text, joined) => {
    expect(joinSpelledOut(text)).toBe(joined);
  });
});
