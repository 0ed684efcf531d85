import type { Messages } from '../../messages';

const auth = {
  field: {
    email: '電子郵件',
    password: '密碼',
    confirmPassword: '確認密碼',
    nickname: '暱稱（選填）',
    showPassword: '顯示{field}',
    hidePassword: '隱藏{field}',
  },
  validation: {
    emailRequired: '請輸入電子郵件地址。',
    passwordRequired: '請輸入密碼。',
    confirmRequired: '請再次輸入密碼。',
    confirmMismatch: '兩次輸入的密碼不一致。',
    nicknameTooLong: '暱稱最多 30 個字元。',
  },
  login: {
    title: '登入',
    formLabel: '使用電子郵件登入',
    submit: '登入',
    sessionRequired: '請先登入才能查看此頁面。',
    noAccount: '還沒有帳號嗎？',
    toSignUp: '註冊',
    findId: '找回帳號',
  },
  signup: {
    title: '註冊',
    formLabel: '使用電子郵件註冊',
    submit: '建立帳號',
    passwordHint: '8 至 20 個字元，並至少包含大寫字母、小寫字母、數字、特殊符號其中兩種。',
    nicknameHint: '會顯示在你的留言旁，之後可以修改。',
    agreeMail: '透過電子郵件接收最新消息與優惠',
    haveAccount: '已經有帳號了嗎？',
    toLogin: '登入',
  },
  social: {
    heading: '或使用以下方式繼續',
    google: '使用 Google 繼續',
    facebook: '使用 Facebook 繼續',
    twitter: '使用 X（Twitter）繼續',
    apple: '使用 Apple 繼續',
  },
  loginError: {
    title: '登入',
    heading: '登入失敗',
    retry: '重新登入',
    generic: '無法完成登入，請再試一次。',
    credentials: '電子郵件或密碼不正確。',
    oauth: '無法完成第三方服務的登入。',
    notLinked: '此電子郵件已用於其他登入方式。',
    accessDenied: '登入已取消或遭拒絕。',
    verification: '登入連結已失效。',
    configuration: '登入服務目前無法使用。',
  },
  newUser: {
    title: '歡迎',
    heading: '歡迎加入！',
    description: '你的帳號已經準備好了，祝你閱讀愉快。',
    continue: '繼續',
  },
  logoutSuccess: {
    title: '已登出',
    heading: '你已登出',
    description: '期待很快再見到你。',
  },
  facebook: {
    title: 'Facebook 登入',
    heading: '繼續 Facebook 登入',
    description: '請在此瀏覽器中完成 Facebook 登入。',
    continue: '使用 Facebook 繼續',
    unavailable: '此處不提供 Facebook 登入。',
  },
} satisfies Messages['auth'];

export default auth;
