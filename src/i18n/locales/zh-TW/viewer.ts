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
    back: '返回作品頁',
    prevEpisode: '上一話',
    nextEpisode: '下一話',
    nextLocked: '下一話：請在作品頁解鎖',
    prevPage: '上一頁',
    nextPage: '下一頁',
    position: '第 {page} 張，共 {total} 張',
    zoomLabel: '縮放',
    zoomIn: '放大',
    zoomOut: '縮小',
    zoomReset: '重設縮放（{percent} %）',
  },
  mode: {
    label: '閱讀模式',
    SCROLL: '捲動',
    PAPER: '逐頁翻閱',
  },
  autoContinue: {
    label: '自動播放下一話',
  },
  end: {
    heading: '第 {number} 話 完',
    next: {
      FREE: '下一話免費。',
      OWNED: '你已擁有下一話。',
      RENTED: '你已租借下一話，剩餘 {hours} 小時 {minutes} 分。',
      WAIT_FREE: '下一話等待 {hours} 小時後即可免費閱讀。',
      LOCKED: '下一話需付費。',
    },
    prices: '租借 {rent}・購買 {possession}',
    latest: '你已讀到最新一話。',
    latestHint: '新的集數會公開在作品頁。',
    readNext: '閱讀下一話',
    unlock: '前往作品頁解鎖',
    toTitle: '全部集數',
    prev: '上一話',
    autoStops: '自動播放下一話將停在這裡：這一話需要先解鎖。',
    countdown: '{seconds} 秒後前往下一話',
    countdownAnnounce: '下一話將在 {seconds} 秒後開啟。',
  },
  keyboardHelp: '方向鍵、Page Up/Down、空白鍵、J 與 K 可移動，N 與 P 可切換集數，Esc 顯示選單。',
} satisfies Messages['viewer'];

export default viewer;
