import type { Messages } from '../../messages';

const pwa = {
  offline: { banner: '目前處於離線狀態。最近開啟過的頁面仍可瀏覽，需要連線的操作請待恢復連線後再進行。' },
  updated: { note: '應用程式已更新至最新版本。', dismiss: '關閉' },
  // The web app manifest, written at build time (src/pwa/web-manifest.ts); the German variant installs as the transfer.
  manifest: {
    description: '閱讀網路漫畫，沒有網路也能繼續看。',
    transferName: 'Webtoon 帳號移轉',
    transferShortName: '帳號移轉',
    transferDescription: '將你的 Webtoon 帳號移轉至全球服務。',
  },
} satisfies Messages['pwa'];

export default pwa;
