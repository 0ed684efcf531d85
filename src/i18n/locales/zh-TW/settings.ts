import type { Messages } from '../../messages';

const settings = {
  title: '設定',
  saveFailed: '無法儲存，請再試一次。',
  push: {
    heading: '推播通知',
    master: '通知',
    masterHint: '禮物、即將到期的租借，以及下方所有項目。關閉後將不會收到任何通知。',
    contents: '新章節',
    contentsHint: '收藏的作品有新章節時。',
    freetime: '等待免費券',
    freetimeHint: '等待免費券可再次使用時。',
    night: '夜間通知',
    nightHint: '{zone} {from} 至 {to}。關閉時，夜間發生的通知會保留在通知列表中，直到 {to} 才顯示。',
    zones: {
      japan: '日本時間',
      thai: '泰國時間',
      taiwan: '台灣時間',
      me: '世界協調時間（UTC）',
      de: '德國時間',
    },
  },
  mail: {
    label: '電子郵件消息',
    hint: '活動與優惠將寄送至 {email}。',
  },
  adTracking: {
    label: '與廣告合作夥伴分享購買與註冊',
    hint: '開啟後，您的代幣購買與註冊會傳送給我們的廣告合作夥伴（Meta）以評估廣告成效，帳號 ID 僅以雜湊形式傳送。預設為關閉，您可隨時關閉。',
  },
  cache: {
    heading: '快取',
    hint: '刪除此裝置上保存的頁面與列表，以及已儲存的偏好設定（閱讀模式、最近搜尋）。您將保持登入狀態。',
    button: '清除快取',
    confirmTitle: '要清除快取嗎？',
    confirmMessage: '頁面與列表會重新從伺服器載入，此裝置上的偏好設定將恢復為預設值。您將保持登入狀態。',
    confirm: '清除',
    done: '已清除快取：移除了 {responses} 筆已儲存的回應、{stored} 項已儲存的偏好設定及 {caches} 個瀏覽器快取。您仍保持登入狀態。',
  },
  profile: {
    heading: '你的暱稱',
    nickname: '暱稱',
    nicknameHint: '1 至 {max} 個字元。',
    save: '變更暱稱',
    saved: '暱稱已變更。',
    invalid: '請輸入 1 至 {max} 個字元的暱稱。',
  },
  links: {
    heading: '設定',
    push: '通知設定',
    password: '變更密碼',
    alarm: '通知',
  },
} satisfies Messages['settings'];

export default settings;
