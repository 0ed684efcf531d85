import type { Messages } from '../../messages';

const nav = {
  main: '主要導覽',
  home: '首頁',
  library: '書櫃',
  shop: '商店',
  gift: '禮物',
  search: '搜尋',
  my: '我的頁面',
  giftBadge: { other: '有 {count} 份禮物待領取' },
  couponBadge: { other: '有 {count} 張優惠券可登錄' },
  skipToContent: '跳至主要內容',
} satisfies Messages['nav'];

export default nav;
