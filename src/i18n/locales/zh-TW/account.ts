import type { Messages } from '../../messages';

const account = {
  my: {
    title: '我的頁面',
    profile: '個人資料',
    nickname: '暱稱',
    email: '電子郵件',
    balances: '餘額',
    menu: '帳號',
    logout: '登出',
    links: {
      changePassword: '變更密碼',
      library: '我的書櫃',
      shop: '代幣商店',
      historyCharge: '儲值紀錄',
      historyUse: '使用紀錄',
      historyMileage: '點數紀錄',
      mileageExchange: '點數兌換',
      settings: '通知設定',
      withdrawal: '註銷帳號',
    },
  },
  coin: {
    COIN: '代幣',
    BONUS: '紅利代幣',
    FREE_COIN: '免費代幣',
    MILEAGE: '點數',
  },
  changePassword: {
    title: '變更密碼',
    old: '目前的密碼',
    new: '新密碼',
    confirm: '確認新密碼',
    rule: '8 至 20 個字元，並至少包含大寫字母、小寫字母、數字、特殊符號其中兩種。',
    oldRequired: '請輸入目前的密碼。',
    newRequired: '請輸入新密碼。',
    confirmRequired: '請再次輸入新密碼。',
    mismatch: '兩次輸入的新密碼不一致。',
    submit: '變更密碼',
    success: '密碼已變更。',
  },
} satisfies Messages['account'];

export default account;
