import type { MailTexts } from './types';

export const zhTW: MailTexts = {
  greeting: '{nickname} 您好：',
  signature: 'Webtoon 團隊 敬上',
  signUp: {
    subject: '歡迎加入 Webtoon',
    intro: '您的帳號 {email} 已建立完成。',
    action: '請透過以下連結驗證電子郵件地址，即可獲得 {coins} 枚免費代幣：',
  },
  signUpConfirm: {
    subject: '請驗證您的電子郵件地址',
    action: '請透過以下連結驗證電子郵件地址，即可獲得 {coins} 枚免費代幣：',
  },
  resetPassword: {
    subject: '重設您的密碼',
    intro: '我們收到了重設帳號 {email} 密碼的申請。',
    action: '請於 1 小時內開啟以下連結設定新密碼，連結僅能使用一次：',
    ignore: '如果這不是您提出的申請，請忽略此郵件，您的密碼不會變更。',
  },
  withdrawal: {
    subject: '確認刪除您的帳號',
    intro: '您已申請刪除 Webtoon 帳號。在您確認之前，帳號仍可正常使用。',
    action: '請開啟以下連結確認刪除：',
    ignore: '如果這不是您提出的申請，請忽略此郵件，您的帳號將維持不變。',
  },
};
