import type { Messages } from '../../messages';

const themes = {
  title: '主題',
  count: { other: '{count} 部作品' },
  empty: '此主題中沒有可向您顯示的作品。',
  failed: '無法載入主題。',
  toMain: '回到首頁',
} satisfies Messages['themes'];

export default themes;
