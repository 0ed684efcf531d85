import type { Messages } from '../../messages';

const viewer = {
  region: 'エピソードビューア',
  imageAlt: '画像 {page} / {total}',
  copyrightAlt: '著作権表示 {page} / {total}',
  copyrightRegion: '著作権表示',
  loadFailed: 'この画像を読み込めませんでした。',
  retry: '再読み込み',
  retryLabel: '画像 {page} を再読み込み',
  bar: {
    label: 'ビューアメニュー',
    back: '作品ページへ戻る',
    prevEpisode: '前の話',
    nextEpisode: '次の話',
    nextLocked: '次の話：作品ページで解放できます',
    prevPage: '前のページ',
    nextPage: '次のページ',
    position: '画像 {page} / {total}',
    zoomLabel: 'ズーム',
    zoomIn: '拡大',
    zoomOut: '縮小',
    zoomReset: 'ズームを戻す（{percent} %）',
  },
  mode: {
    label: '読み方',
    SCROLL: '縦スクロール',
    PAPER: 'ページめくり',
  },
  autoContinue: {
    label: '自動で次の話へ',
  },
  end: {
    heading: '第{number}話 おわり',
    next: {
      FREE: '次の話は無料です。',
      OWNED: '次の話は購入済みです。',
      RENTED: '次の話はレンタル中です（残り {hours} 時間 {minutes} 分）。',
      WAIT_FREE: '次の話は {hours} 時間待つと無料で読めます。',
      LOCKED: '次の話は有料です。',
    },
    prices: 'レンタル {rent}・購入 {possession}',
    latest: '最新話まで読みました。',
    latestHint: '新しい話は作品ページに公開されます。',
    readNext: '次の話を読む',
    unlock: '作品ページで解放する',
    toTitle: '作品ページ・話一覧',
    prev: '前の話',
    autoStops: 'この話は解放が必要なため、自動で次の話へは進みません。',
    countdown: '{seconds} 秒後に次の話へ',
    countdownAnnounce: '{seconds} 秒後に次の話を開きます。',
  },
  keyboardHelp: '矢印・Page Up/Down・スペース・J/K で移動、N/P で話を切り替え、Esc でメニューを表示します。',
} satisfies Messages['viewer'];

export default viewer;
