import type { Messages } from '../../messages';

const pages = {
  main: {
    heading: '今日條漫',
    tabs: '清單',
    emptyTitle: '尚無作品',
    emptyDescription: '新作品發布後會立即顯示在這裡。',
    toSearch: '搜尋作品',
    toNotice: '查看公告',
  },
  homeTabs: {
    weekly: '每週',
    free: '免費',
    ranking: '排行榜',
    bl: 'BL',
    mature: '成人',
    romance: '愛情',
    action: '動作',
    pick: '精選推薦',
  },
  homeTab: {
    emptyTitle: '此清單尚無作品',
    emptyDescription: '作品發布後會立即顯示在這裡。',
  },
  detail: { title: '作品', empty: '無法顯示此作品。' },
  viewer: { title: '閱讀器', empty: '無法顯示此集數。' },
  event: { title: '活動', empty: '目前沒有進行中的活動。' },
  shop: { title: '代幣商店', empty: '目前沒有販售中的代幣方案。' },
  gift: { title: '禮物箱', empty: '你的禮物箱是空的。' },
  coupon: { title: '優惠券', empty: '你沒有任何優惠券。' },
  notice: { title: '公告' },
  search: { title: '搜尋', empty: '目前還沒有可搜尋的作品。' },
  faq: { title: '常見問題' },
  qna: { title: '一對一諮詢', empty: '你尚未送出任何諮詢。', toRegister: '撰寫諮詢' },
  qnaRegister: {
    title: '新增諮詢',
    empty: '目前尚無法從這裡送出諮詢。',
    toFaq: '查看常見問題',
  },
  library: {
    title: '書櫃',
    my: '我的作品',
    favorite: '收藏',
    recent: '最近閱讀',
    emptyMy: '你還沒有擁有任何作品。',
    emptyFavorite: '你還沒有收藏任何作品。',
    emptyRecent: '你還沒有閱讀任何作品。',
  },
  history: {
    title: '紀錄',
    charge: '儲值',
    use: '使用',
    mileage: '點數',
    empty: {
      charge: { one: '過去 {days} 天內沒有儲值紀錄。', other: '過去 {days} 天內沒有儲值紀錄。' },
      use: { one: '過去 {days} 天內沒有使用代幣。', other: '過去 {days} 天內沒有使用代幣。' },
      mileage: { one: '過去 {days} 天內沒有點數紀錄。', other: '過去 {days} 天內沒有點數紀錄。' },
    },
  },
  benefit: { title: '福利', empty: '目前沒有可用的福利。' },
  roulette: { title: '輪盤', empty: '輪盤目前未開放。' },
  transfer: {
    note: { title: '帳號轉移', heading: '轉移你的帳號' },
    login: { title: '登入以轉移帳號' },
    confirm: { title: '確認轉移' },
    wrong: { title: '無法轉移' },
    status: { title: '轉移狀態' },
  },
  notFound: {
    title: '找不到頁面',
    heading: '此頁面不存在',
    description: '網址可能有誤，或頁面已移動。',
  },
  error: {
    title: '錯誤',
    heading: '發生錯誤',
    description: '無法顯示此頁面，請再試一次。',
  },
  prepare: {
    title: '維護中',
    heading: '我們正在準備中',
    description: '服務正在準備中，請稍後再回來。',
  },
} satisfies Messages['pages'];

export default pages;
