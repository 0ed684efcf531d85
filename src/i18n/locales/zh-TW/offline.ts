import type { Messages } from '../../messages';

const offline = {
  keep: {
    action: '離線保存',
    label: '將第 {number} 話保存以離線閱讀',
    busy: '保存中…',
    kept: '已存在此裝置',
    keptLabel: '第 {number} 話已存在此裝置：移除',
    removed: '已從此裝置移除第 {number} 話。',
    done: '第 {number} 話已保存在此裝置，離線也能閱讀。',
  },
  keepAll: {
    action: '離線保存所有已購買的話',
    busy: '保存中…（{done}/{total}）',
    done: { other: '已在此裝置保存 {count} 話。' },
    none: '這部作品已購買的話都已存在此裝置。',
  },
  errors: {
    OFFLINE: '目前離線。請連上網路後再保存。',
    NO_SPACE: '此裝置的儲存空間不足。請移除已保存的話後再試一次（不會留下只存一半的內容）。',
    NOT_KEEPABLE: '只有已購買或租借中的話可以離線保存。',
    FAILED: '無法保存這一話，因此沒有儲存任何內容。請再試一次。',
  },
  ahead: {
    label: '連上 Wi-Fi 時自動離線保存接下來的話',
    off: '關閉',
    count: { other: '接下來 {count} 話已購買的話' },
    hint: '用 Wi-Fi 閱讀作品時，會自動把正在閱讀的話之後已購買的話保存到此裝置。使用行動網路時不會保存。',
    unknownConnection: '這個瀏覽器無法判斷是否連上 Wi-Fi，因此不會自動保存。請在作品頁面手動保存。',
    stopped: '上次的自動保存中途停止了：{reason}',
  },
  device: {
    heading: '此裝置',
    loading: '正在讀取此裝置保存的內容…',
    empty: '此裝置尚未保存任何內容。請在作品頁面，對已購買或租借中的話選擇「離線保存」。',
    guest: '登入後即可將已購買的話保存以離線閱讀。',
    used: '已使用：{size}',
    left: '剩餘：{size}',
    titleSize: { other: '{count} 話・{size}' },
    episode: '第 {number} 話 {name}',
    size: '{size}',
    rentalEnds: '租借至 {date}',
    open: '閱讀',
    openLabel: '閱讀「{title}」第 {number} 話',
    removeEpisode: '移除',
    removeEpisodeLabel: '從此裝置移除「{title}」第 {number} 話',
    removeTitle: '移除整部作品',
    removeTitleLabel: '從此裝置移除「{title}」所有已保存的話',
  },
  viewer: {
    ended: '租借期間已結束，已從此裝置移除保存的這一話。',
    notKept: '目前離線，且這一話未保存在此裝置。',
  },
} satisfies Messages['offline'];

export default offline;
