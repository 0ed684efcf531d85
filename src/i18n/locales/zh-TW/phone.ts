import type { Messages } from '../../messages';

const phone = {
  verify: {
    number: '手機號碼',
    numberHint: '帳號登錄的手機號碼，例如 {example}',
    /** A mobile number as the platform's readers write it: the hint's and the error's example. */
    example: '0912-345-678',
    send: '傳送驗證碼',
    resend: '重新傳送',
    code: '驗證碼',
    codeHint: '簡訊中的 6 位數驗證碼',
    submit: '驗證',
    countdown: '剩餘時間 {time}',
  },
  /** The phone messages of spec §8. */
  messages: {
    sent: '驗證碼已傳送。',
    verifyFirst: '請先完成手機號碼驗證。',
    sendFailed: '驗證碼傳送失敗，請再試一次。',
    verified: '驗證完成。',
    timeOver: '驗證時間已過，請重新索取驗證碼並再次驗證。',
    enterNumber: '請輸入手機號碼。',
    checkNumber: '請確認手機號碼，並依 {example} 的格式輸入。',
    enterCode: '請輸入 6 位數驗證碼。',
  },
  findPassword: {
    title: '找回密碼',
    intro: '我們會以簡訊傳送驗證碼至帳號登錄的手機號碼。',
    byMail: '改用電子郵件重設',
    account: '帳號：{email}',
    newPassword: '新密碼',
    confirm: '確認新密碼',
    rule: '8 至 20 個字元，並至少包含大寫字母、小寫字母、數字、特殊符號其中兩種。',
    passwordRequired: '請輸入新密碼。',
    confirmRequired: '請再次輸入新密碼。',
    mismatch: '兩次輸入的密碼不一致。',
    submit: '變更密碼',
    done: '密碼已變更，請以新密碼登入。',
    toLogin: '登入',
  },
  findId: {
    title: '找回帳號',
    intro: '我們會以簡訊傳送驗證碼至帳號登錄的手機號碼。',
    found: '此手機號碼的帳號（電子郵件）',
    toLogin: '登入',
    toFindPassword: '忘記密碼了嗎？',
  },
} satisfies Messages['phone'];

export default phone;
