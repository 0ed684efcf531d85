import type { Messages } from '../../messages';

const themes = {
  title: 'テーマ',
  count: { other: '{count}作品' },
  empty: 'このテーマにはお客様に表示できる作品がありません。',
  failed: 'テーマを読み込めませんでした。',
  toMain: 'トップページに戻る',
} satisfies Messages['themes'];

export default themes;
