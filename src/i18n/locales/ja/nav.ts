import type { Messages } from '../../messages';

const nav = {
  main: 'メインナビゲーション',
  home: 'ホーム',
  library: 'ライブラリ',
  shop: 'ショップ',
  gift: 'ギフト',
  search: '検索',
  my: 'マイページ',
  giftBadge: { other: '受け取れるギフトが{count}件あります' },
  couponBadge: { other: '登録できるクーポンが{count}枚あります' },
  skipToContent: '本文へスキップ',
} satisfies Messages['nav'];

export default nav;
