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
    prevEpisode: '前の話',
    nextEpisode: '次の話',
    prevPage: '前のページ',
    nextPage: '次のページ',
    position: '画像 {page} / {total}',
    zoomIn: '拡大',
    zoomOut: '縮小',
    zoomReset: 'ズームを戻す（{percent} %）',
  },
  mode: {
    label: '読み方',
    SCROLL: '縦スクロール',
    PAPER: 'ページめくり',
  },
  keyboardHelp: '矢印・Page Up/Down・スペース・J/K で移動、N/P で話を切り替え、Esc でメニューを表示します。',
} satisfies Messages['viewer'];

export default viewer;
