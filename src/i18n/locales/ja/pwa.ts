import type { Messages } from '../../messages';

const pwa = {
  offline: {
    banner:
      'オフラインです。最近開いたページは表示できます。サーバーが必要な操作は接続が戻るまでご利用いただけません。',
  },
  updated: { note: 'アプリを最新版に更新しました。', dismiss: '閉じる' },
  // The web app manifest, written at build time (src/pwa/web-manifest.ts); the German variant installs as the transfer.
  manifest: {
    description: 'Webtoonで作品を読もう。接続がなくても続きが読めます。',
    transferName: 'Webtoon アカウント移行',
    transferShortName: '移行',
    transferDescription: 'Webtoonのアカウントをグローバルサービスへ移行します。',
  },
} satisfies Messages['pwa'];

export default pwa;
