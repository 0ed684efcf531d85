import type { Messages } from '../../messages';

const purchase = {
  title: 'エピソードを解放',
  rentTitle: 'エピソードをレンタル',
  buyTitle: 'エピソードを購入',
  loading: '価格を計算しています…',
  failed: '価格を読み込めませんでした。',
  retry: '再試行',
  lines: 'エピソード',
  line: '第{number}話「{name}」',
  total: '合計',
  quantity: {
    label: '話数',
    less: '1話減らす',
    more: '1話増やす',
    value: { other: '{count}話' },
  },
  balance: {
    heading: '保有コイン',
    COIN: 'コイン',
    BONUS: 'ボーナスコイン',
    FREE_COIN: '無料コイン',
  },
  parts: {
    heading: '支払いに使うコイン',
    hint: 'ボーナスコインと無料コインから、有効期限の近い順に使います。',
    expires: '{date}まで有効',
    noExpiry: '有効期限なし',
  },
  rental: 'レンタル後{hours}時間読めます。',
  keep: '購入した話はいつでも読めます。',
  shortfall: { other: 'コインがあと{count}枚足りません。' },
  toShop: 'コインをチャージ',
  confirmRent: '{coins}でレンタル',
  confirmBuy: '{coins}で購入',
  retryConfirm: 'もう一度試す',
  retryHint: '応答がありませんでした。もう一度試しても二重に支払われることはありません。',
  rented: { other: '第{numbers}話をレンタルしました。' },
  bought: { other: '第{numbers}話を購入しました。' },
  ticketUsed: '待てば無料チケットで解放しました。{hours}時間読めます。',
} satisfies Messages['purchase'];

export default purchase;
