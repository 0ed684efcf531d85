import type { Messages } from '../../messages';

const viewer = {
  region: '單集閱讀器',
  imageAlt: '第 {page} 張圖片，共 {total} 張',
  copyrightAlt: '版權聲明 {page}／{total}',
  copyrightRegion: '版權聲明',
  loadFailed: '無法載入這張圖片。',
  retry: '重試',
  retryLabel: '重新載入第 {page} 張圖片',
  bar: {
    label: '閱讀器選單',
    prevEpisode: '上一話',
    nextEpisode: '下一話',
    prevPage: '上一頁',
    nextPage: '下一頁',
    position: '第 {page} 張，共 {total} 張',
    zoomIn: '放大',
    zoomOut: '縮小',
    zoomReset: '重設縮放（{percent} %）',
  },
  mode: {
    label: '閱讀模式',
    SCROLL: '捲動',
    PAPER: '逐頁翻閱',
  },
  keyboardHelp: '方向鍵、Page Up/Down、空白鍵、J 與 K 可移動，N 與 P 可切換集數，Esc 顯示選單。',
} satisfies Messages['viewer'];

export default viewer;
