import type { EventTexts } from './types';

const zhTW: EventTexts = {
  checkIn: {
    title: '每日簽到',
    description: '每天簽到一次即可獲得代幣，第 1 天和第 7 天還送輪盤券！',
  },
  mission: {
    title: '任務：閱讀活動作品 3 話',
    description: '活動期間閱讀活動作品，讀 1 話送獎勵，讀滿 3 話再送豐富大獎。',
  },
  coupon: {
    title: '優惠券大放送',
    description: '參加即可獲得優惠碼，請至優惠券頁面登錄。',
    couponName: '活動參加優惠券',
  },
  signUp: {
    title: '註冊活動',
    description: '完成註冊信箱驗證，即送免費代幣 10 枚。',
  },
  adultOnly: { title: '成人夜間簽到', description: '僅限成年讀者參加的簽到活動。' },
  minorOnly: { title: '學生加油簽到', description: '僅限未成年讀者參加的簽到活動。' },
  ended: { title: '簽到活動 第一波', description: '活動已結束，感謝您的參與。' },
};

export default zhTW;
