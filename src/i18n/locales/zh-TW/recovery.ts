import type { Messages } from '../../messages';

const recovery = {
  field: {
    email: '電子郵件',
    newPassword: '新密碼',
    confirm: '確認新密碼',
  },
  find: {
    title: '忘記密碼',
    intro: '請輸入您帳號的電子郵件地址，我們會寄送設定新密碼的連結給您。',
    formLabel: '申請重設密碼連結',
    emailRequired: '請輸入您的電子郵件地址。',
    submit: '寄送連結',
    sent: '我們已將連結寄至 {email}。請於 1 小時內開啟連結設定新密碼。若沒有收到郵件，請檢查垃圾郵件匣，或於 5 分鐘後重新申請。',
    toLogin: '返回登入',
    bySms: '改用簡訊重設',
    bySmsHint: '若你的帳號已登錄手機號碼，也可以用簡訊收到的驗證碼重設密碼。',
  },
  reset: {
    title: '重設密碼',
    formLabel: '設定新密碼',
    loading: '正在確認您的連結…',
    rule: '8 至 20 個字元，並至少包含大寫字母、小寫字母、數字、特殊符號其中兩種。',
    newRequired: '請輸入新密碼。',
    confirmRequired: '請再次輸入新密碼。',
    mismatch: '兩次輸入的新密碼不一致。',
    submit: '變更密碼',
    requestAgain: '重新申請連結',
    toLogin: '登入',
  },
  /** One text per outcome of spec §4. */
  outcome: {
    SUCCESS: '密碼已變更。請使用新密碼登入，您已在所有裝置上登出。',
    TIMEOUT: '此連結已過期或已使用過，請重新申請連結。',
    NOT_LOCAL_LOGIN_USER: '此帳號使用 Google、Facebook、X（Twitter）或 Apple 登入，在這裡沒有密碼。請使用該服務登入。',
    EQUAL_PASSWORD: '這是您目前的密碼，請設定其他密碼。',
    UNKNOWN: '無法變更密碼，請稍後再試。',
  },
} satisfies Messages['recovery'];

export default recovery;
