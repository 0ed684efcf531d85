import { describe, expect, it } from 'vitest';
import de from './lists/de.json';
import en from './lists/en.json';
import ja from './lists/ja.json';
import th from './lists/th.json';
import zhTw from './lists/zh-TW.json';
import { containsProhibitedWord, joinSpelledOut } from './word-filter';

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
