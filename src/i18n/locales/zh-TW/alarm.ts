import type { Messages } from '../../messages';

const alarm = {
  title: '通知',
  empty: '過去 30 天內沒有通知。',
  kept: '通知會保留 30 天。',
  failed: '無法載入通知。',
  retry: '再試一次',
  more: '顯示更多',
  pushOff: '你的通知目前為關閉狀態，因此禮物與即將到期的租借不會顯示在這裡。',
  pushOffLink: '前往通知設定開啟',
  markAll: '全部標示為已讀',
  markRead: '標示為已讀',
  unread: '未讀',
  badge: { other: '有 {count} 則未讀通知' },
  kind: {
    GIFT: '您的禮物箱中有一份禮物等待領取。',
    GIFT_TITLE: '您的禮物箱中有一份「{title}」的禮物等待領取。',
    RENTAL_ENDING: '您租借的「{title}」即將到期。',
    FREETIME_READY: '「{title}」的等待免費券已可使用。',
    NEW_EPISODE: '「{title}」第 {number} 話已上架。',
    INQUIRY_ANSWERED: '客服已回覆你的提問。',
  },
} satisfies Messages['alarm'];

export default alarm;
