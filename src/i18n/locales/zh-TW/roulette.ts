import type { Messages } from '../../messages';

const roulette = {
  tickets: { other: '剩餘 {count} 張輪盤券' },
  wheel: '共 {count} 種獎品的輪盤',
  spin: '轉動',
  spinning: '轉動中…',
  noTickets: '您沒有輪盤券。參加活動即可獲得輪盤券。',
  toEvents: '查看活動',
  guest: '登入後即可使用輪盤券轉動輪盤。',
  login: '登入',
  loading: '載入中…',
  failed: '無法載入輪盤。',
  retry: '重試',
  toSpins: '我的獎品',
  result: {
    won: '恭喜獲得：{prize}',
    physical: '請填寫收件地址，以便我們寄送獎品。',
    enterAddress: '填寫收件地址',
  },
  odds: {
    title: '獎品與中獎機率',
    note: '每次轉動都會在伺服器上依這些機率抽出一項獎品，機率合計為 100%。',
    prize: '獎品',
    probability: '機率',
    total: '合計',
  },
  spins: {
    title: '我的獎品',
    empty: '您還沒有轉過輪盤。',
    more: '顯示更多',
    wonOn: '{date} 獲得',
    status: {
      ADDRESS_NEEDED: '待填寫地址',
      WAITING: '準備出貨中',
      SHIPPED: '已於 {date} 寄出',
    },
    sentTo: '收件地址',
    edit: '變更地址',
    enter: '填寫地址',
    toRoulette: '返回輪盤',
  },
  address: {
    title: '收件地址',
    intro: '「{prize}」要寄到哪裡？',
    required: '{label}（必填）',
    field: {
      name: '姓名',
      zipCode: '郵遞區號',
      city: '縣市 / 區',
      address1: '地址',
      address2: '大樓、樓層、室',
      phone: '手機號碼',
    },
    check: {
      required: '請填寫此欄位。',
      zipCode: '請輸入正確的郵遞區號。',
      phone: '請輸入正確的本國手機號碼。',
    },
    save: '儲存地址',
    saving: '儲存中…',
    saved: '已儲存地址。',
    shipped: '此獎品已寄出，無法再變更地址。',
    notFound: '找不到此獎品。',
  },
} satisfies Messages['roulette'];

export default roulette;
