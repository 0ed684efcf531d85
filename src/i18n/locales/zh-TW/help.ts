import type { Messages } from '../../messages';

const help = {
  notice: {
    title: '公告',
    pinned: '置頂',
    empty: '目前還沒有公告。',
    emptyPage: '這一頁沒有公告。',
    toFirst: '回到第一頁',
    failed: '無法載入公告。',
    retry: '重試',
    pages: '公告頁數',
    page: '第 {page} 頁',
    previous: '上一頁',
    next: '下一頁',
    latest: '最新公告',
    toList: '所有公告',
    notFound: '這則公告不存在或已被移除。',
    failedOne: '無法載入這則公告。',
  },
  faq: {
    title: '常見問題',
    categories: '分類',
    all: '全部',
    category: {
      COIN: '代幣',
      PURCHASE: '租借與購買',
      FREE: '免費閱讀',
      ACCOUNT: '帳號',
      TRANSFER: '帳號移轉',
      OTHER: '其他',
    },
    searchLabel: '搜尋常見問題',
    searchPlaceholder: '搜尋常見問題，例如：退款',
    clear: '清除搜尋',
    tooLong: '請輸入 {max} 個字以內。',
    results: { other: '有 {count} 個問題符合「{query}」。' },
    noResult: '沒有符合「{query}」的問題。',
    noResultHint: '請換個說法，或減少關鍵字。',
    empty: '這裡還沒有問題。',
    failed: '無法載入常見問題。',
    retry: '重試',
    notHere: '沒有找到你要的答案嗎？',
    toQna: '透過一對一諮詢詢問我們',
  },
} satisfies Messages['help'];

export default help;
