import type { Messages } from '../../messages';

const purchase = {
  title: '解鎖章節',
  rentTitle: '租借章節',
  buyTitle: '購買章節',
  loading: '正在計算價格…',
  failed: '無法載入價格。',
  retry: '重試',
  lines: '章節',
  line: '第 {number} 話：{name}',
  total: '合計',
  quantity: {
    label: '話數',
    less: '減少一話',
    more: '增加一話',
    value: { other: '{count} 話' },
  },
  balance: {
    heading: '我的代幣',
    COIN: '代幣',
    BONUS: '紅利代幣',
    FREE_COIN: '免費代幣',
  },
  parts: {
    heading: '支付方式',
    hint: '優先使用紅利代幣與免費代幣，並從最早到期的開始使用。',
    expires: '{date} 到期',
    noExpiry: '無使用期限',
  },
  rental: '租借後可閱讀 {hours} 小時。',
  keep: '購買後永久收藏，隨時都能閱讀。',
  shortfall: { other: '還差 {count} 枚代幣。' },
  toShop: '儲值代幣',
  confirmRent: '以 {coins}租借',
  confirmBuy: '以 {coins}購買',
  retryConfirm: '再試一次',
  retryHint: '沒有收到回應。再試一次不會重複扣款。',
  rented: { other: '已租借第 {numbers} 話。' },
  bought: { other: '已購買第 {numbers} 話。' },
  ticketUsed: '已使用等待免費券解鎖，可閱讀 {hours} 小時。',
} satisfies Messages['purchase'];

export default purchase;
