import type { Messages } from '../../messages';

const alarm = {
  title: '通知',
  empty: '過去30日間の通知はありません。',
  kept: '通知は30日間保存されます。',
  failed: '通知を読み込めませんでした。',
  retry: '再試行',
  more: 'もっと見る',
  pushOff: '通知がオフになっているため、ギフトやまもなく終わるレンタルはここに表示されません。',
  pushOffLink: '通知設定でオンにする',
  markAll: 'すべて既読にする',
  markRead: '既読にする',
  unread: '未読',
  badge: { other: '未読の通知が{count}件あります' },
  kind: {
    GIFT: 'ギフトボックスにギフトが届いています。',
    GIFT_TITLE: '「{title}」のギフトがギフトボックスに届いています。',
    RENTAL_ENDING: '「{title}」のレンタル期間がまもなく終了します。',
    FREETIME_READY: '「{title}」の待てば無料チケットが使えるようになりました。',
    NEW_EPISODE: '「{title}」の第{number}話が公開されました。',
    INQUIRY_ANSWERED: 'お問い合わせへの回答が届きました。',
  },
} satisfies Messages['alarm'];

export default alarm;
