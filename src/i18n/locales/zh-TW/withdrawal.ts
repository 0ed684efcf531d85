import type { Messages } from '../../messages';

const withdrawal = {
  title: '註銷帳號',
  loading: '載入中…',
  failed: '無法載入。',
  retry: '重試',
  intro:
    '註銷帳號後無法復原。請先確認會失去的內容、告訴我們離開的原因，再透過我們寄出的電子郵件連結完成確認。開啟連結之前，帳號仍然有效。',
  losses: {
    heading: '將會失去的內容',
    kind: { COIN: '付費代幣', BONUS: '紅利代幣', FREE_COIN: '免費代幣', MILEAGE: '點數' },
    owned: { other: '已購買的 {count} 話' },
    rented: { other: '租借中的 {count} 話' },
    favorites: { other: '{count} 部收藏作品' },
    gifts: { other: '禮物箱中尚未領取的 {count} 份禮物' },
    note: '代幣與點數不會退還，已購買與租借的章節將無法再閱讀。',
  },
  reason: {
    legend: '你為什麼要離開？',
    options: {
      NOT_READING: '我不再在這裡看漫畫',
      TOO_EXPENSIVE: '代幣太貴',
      CONTENT: '找不到喜歡的作品',
      SERVICE: 'App 或網站不好用',
      PRIVACY: '擔心個人資料',
      OTHER: '其他原因',
    },
    required: '請選擇原因。',
    detail: '詳細原因',
    hint: '至少 {min} 個字，最多 {max} 個字。',
    detailRequired: '請以至少 {min} 個字說明原因。',
    detailTooLong: '請勿超過 {max} 個字。',
  },
  acknowledge: '我了解我的代幣、點數和章節將永久失去。',
  acknowledgeRequired: '請確認你了解將會失去的內容。',
  submit: '寄送確認信',
  pending: '確認連結已寄出，有效至 {until}；再次申請會寄出新的連結。',
  sent: {
    heading: '請查看電子郵件',
    text: '我們已將連結寄到 {email}。請在 {until} 前開啟連結以完成註銷，在此之前帳號仍然有效。',
  },
  toMy: '返回我的頁面',
  confirm: {
    title: '確認註銷帳號',
    text: '現在註銷帳號，代幣與點數將失效，章節也將無法閱讀，且無法復原。',
    submit: '註銷我的帳號',
    done: {
      heading: '帳號已註銷',
      text: '你已登出。剩餘的代幣與點數已失效，個人資料已刪除。此電子郵件地址可在 30 天後用於新帳號。',
    },
    timeout: {
      heading: '此連結已無法使用',
      text: '連結已過期或已被使用。你的帳號仍然有效：請從我的頁面重新申請連結。',
    },
    notFound: {
      heading: '找不到帳號',
      text: '沒有有效的帳號對應此連結，帳號可能已經註銷。',
    },
    toHome: '前往首頁',
  },
} satisfies Messages['withdrawal'];

export default withdrawal;
