import { describe, expect, it } from 'vitest';
import de from './locales/de';
import en from './locales/en';
import ja from './locales/ja';
import th from './locales/th';
import zhTW from './locales/zh-TW';
import { isPluralForms } from './plural';

/**
 * One term per concept per locale (issue 14: Taiwan's UI said 等待免費 and 等就免費 on one screen). Each concept names
 * the messages that speak of it, the term each locale uses for it, and the other words a translator reached for
 * before: those may appear nowhere in the locale.
 */
interface Concept {
  keys: string[];
  term: Record<Locale, string>;
  banned: Record<Locale, string[]>;
}
type Locale = 'ja' | 'th' | 'zh-TW' | 'en' | 'de';

const dictionaries: Record<Locale, unknown> = { ja, th, 'zh-TW': zhTW, en, de };

const GLOSSARY: Record<string, Concept> = {
  waitUntilFree: {
    keys: ['ui.card.waitFree', 'home.sorts.FREETIME', 'library.my.kind.FREETIME', 'library.my.freetime'],
    term: { ja: '待てば無料', th: 'รอฟรี', 'zh-TW': '等待免費', en: 'wait-until-free', de: 'warte-bis-gratis' },
    banned: {
      ja: ['待つだけ無料', '待てばタダ', '待てば0円'],
      th: ['รออ่านฟรี'],
      'zh-TW': ['等就免費', '等待即免費'],
      en: ['wait until free', 'wait-for-free', 'wait for free', 'free pass'],
      de: ['warten = gratis', 'warten auf gratis', 'warten & gratis'],
    },
  },
  waitUntilFreeTicket: {
    keys: [
      'detail.unlock.ticketIn',
      'detail.unlock.ticketLabel',
      'viewer.end.ticket',
      'viewer.end.ticketIn',
      'viewer.end.autoTicket',
      'purchase.ticketUsed',
      'alarm.kind.FREETIME_READY',
      'settings.push.freetime',
    ],
    term: {
      ja: '待てば無料チケット',
      th: 'ตั๋วรอฟรี',
      'zh-TW': '等待免費券',
      en: 'wait-until-free ticket',
      de: 'warte-bis-gratis-ticket',
    },
    banned: { ja: [], th: [], 'zh-TW': [], en: ['your free ticket', 'next free ticket'], de: ['warte-ticket'] },
  },
  // Issue 28 finding 11: the points were マイレージ on the shop's link and ポイント everywhere else.
  points: {
    keys: ['account.my.links.historyMileage', 'account.my.links.mileageExchange'],
    term: { ja: 'ポイント', th: 'คะแนน', 'zh-TW': '點數', en: 'points', de: 'punkte' },
    banned: { ja: ['マイレージ'], th: ['ไมล์'], 'zh-TW': ['里程'], en: ['mileage'], de: ['meilen'] },
  },
  // Issue 28 finding 11: a reader's number was ユーザー番号 in the gift form and 会員番号 in its refusal.
  memberNumber: {
    keys: ['rewards.send.USER', 'errors.NOT_FOUND_GIFT_TARGET'],
    term: { ja: '会員番号', th: 'หมายเลขสมาชิก', 'zh-TW': '會員編號', en: 'user number', de: 'nutzernummer' },
    banned: {
      ja: ['ユーザー番号'],
      th: ['หมายเลขผู้ใช้'],
      'zh-TW': ['使用者編號'],
      en: ['member number'],
      de: ['mitgliedsnummer'],
    },
  },
  // …and the readers one blocks were ブロックした読者 on the my page, ブロックしたユーザー on the comments.
  blockedReaders: {
    keys: ['account.my.links.blockList', 'community.tabs.blocks'],
    term: {
      ja: 'ブロックしたユーザー',
      th: 'ผู้ใช้ที่บล็อก',
      'zh-TW': '已封鎖的使用者',
      en: 'blocked readers',
      de: 'blockierte leser',
    },
    banned: { ja: ['ブロックした読者'], th: ['ผู้อ่านที่บล็อก'], 'zh-TW': ['已封鎖的讀者'], en: ['blocked users'], de: [] },
  },
};

/** Dotted key → every form of its text (a plural message gives all its forms). */
function texts(node: unknown, prefix = '', out = new Map<string, string[]>()): Map<string, string[]> {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, [value]);
    else if (isPluralForms(value)) out.set(path, Object.values(value).map(String));
    else texts(value, path, out);
  }
  return out;
}

describe.each(Object.keys(dictionaries) as Locale[])('glossary of %s', (locale) => {
  const all = texts(dictionaries[locale]);

  it.each(Object.entries(GLOSSARY))('%s: every message about it uses the one term', (_concept, { keys, term }) => {
    const missing = keys.filter((key) => {
      const forms = all.get(key);
      if (!forms) return true;
      return !forms.every((text) => text.toLowerCase().includes(term[locale].toLowerCase()));
    });
    expect(missing, `without "${term[locale]}"`).toEqual([]);
  });

  it.each(Object.entries(GLOSSARY))('%s: no other word for it anywhere', (_concept, { banned }) => {
    const found = [...all].flatMap(([key, forms]) =>
      banned[locale]
        .filter((word) => forms.some((text) => text.toLowerCase().includes(word)))
        .map((w) => `${key}: ${w}`),
    );
    expect(found).toEqual([]);
  });
});
