import { inArray } from 'drizzle-orm';
import { platforms } from '../../platforms';
import type { InquiryCategory } from '../../src/domain/help';
import type { Transaction } from './client';
import { inquiries, users } from './schema';

type Locale = (typeof platforms)[keyof typeof platforms]['locale'];
interface SeedText {
  title: string;
  body: string;
  answer?: string;
}

/** A question the help desk has answered and one it has not, in each platform's language. */
const TEXTS: Record<Locale, { answered: SeedText; waiting: SeedText }> = {
  ja: {
    answered: {
      title: 'コインの有効期限について',
      body: 'イベントでもらったボーナスコインはいつまで使えますか？',
      answer:
        'お問い合わせありがとうございます。ボーナスコインの有効期限は付与日から365日です。有効期限はマイページの「コイン履歴」で確認できます。',
    },
    waiting: {
      title: '画像が表示されません',
      body: '第3話の途中から画像が読み込まれません。再読み込みしても同じです。',
    },
  },
  th: {
    answered: {
      title: 'วันหมดอายุของเหรียญ',
      body: 'เหรียญโบนัสที่ได้จากกิจกรรมใช้ได้ถึงเมื่อไหร่คะ',
      answer: 'ขอบคุณที่ติดต่อเรา เหรียญโบนัสมีอายุ 365 วันนับจากวันที่ได้รับ คุณตรวจสอบวันหมดอายุได้ที่ "ประวัติเหรียญ" ในหน้าของฉัน',
    },
    waiting: { title: 'รูปภาพไม่แสดง', body: 'ตอนที่ 3 รูปภาพโหลดไม่ขึ้นตั้งแต่กลางตอน รีเฟรชแล้วก็ยังเหมือนเดิม' },
  },
  'zh-TW': {
    answered: {
      title: '代幣的有效期限',
      body: '活動送的贈送代幣可以用到什麼時候？',
      answer: '感謝你的來信。贈送代幣的有效期限為發放日起 365 天，你可以在「我的」頁面的「代幣紀錄」查看到期日。',
    },
    waiting: { title: '圖片無法顯示', body: '第 3 話從中間開始圖片就載入不出來，重新整理也一樣。' },
  },
  en: {
    answered: {
      title: 'When do my coins expire?',
      body: 'How long can I use the bonus coins I received from an event?',
      answer:
        'Thank you for reaching out. Bonus coins are valid for 365 days from the day they are granted. You can see each expiry date under "Coin history" on My page.',
    },
    waiting: {
      title: 'Images do not load',
      body: 'From the middle of episode 3 the images stop loading. Reloading does not help.',
    },
  },
  de: {
    answered: {
      title: 'Wann verfallen meine Coins?',
      body: 'Wie lange kann ich die Bonus-Coins aus einem Event verwenden?',
      answer:
        'Danke für deine Nachricht. Bonus-Coins sind 365 Tage ab der Gutschrift gültig. Das Ablaufdatum siehst du unter „Coin-Verlauf“ auf Meine Seite.',
    },
    waiting: {
      title: 'Bilder werden nicht angezeigt',
      body: 'Ab der Mitte von Episode 3 laden die Bilder nicht mehr. Neu laden hilft nicht.',
    },
  },
};

const HOUR = 3600_000;

/**
 * One answered and one waiting inquiry for each demo account, in its platform's language. The waiting one was sent
 * the day before, so that a demo reader still has the whole daily limit (INQUIRY_DAILY_LIMIT) today.
 */
export async function seedInquiries(tx: Transaction, now: Date, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const accounts = await tx
    .select({ id: users.id, platform: users.platform })
    .from(users)
    .where(inArray(users.id, userIds));
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  await tx.insert(inquiries).values(
    accounts.flatMap(({ id, platform }) => {
      const { answered, waiting } = TEXTS[platforms[platform].locale];
      const row = (category: InquiryCategory, text: SeedText) => ({
        userId: id,
        platform,
        category,
        title: text.title,
        body: text.body,
      });
      return [
        {
          ...row('COIN', answered),
          status: 'COMPLETED' as const,
          answer: answered.answer ?? null,
          createdAt: at(72),
          answeredAt: at(50),
        },
        { ...row('BUG', waiting), createdAt: at(30) },
      ];
    }),
  );
}
