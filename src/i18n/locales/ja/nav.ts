import type { Messages } from '../../messages';

const nav = {
  main: 'メインナビゲーション',
  home: 'ホーム',
  shop: 'ショップ',
  gift: 'ギフト',
  search: '検索',
  my: 'マイページ',
  skipToContent: '本文へスキップ',
} satisfies Messages['nav'];

export default nav;
