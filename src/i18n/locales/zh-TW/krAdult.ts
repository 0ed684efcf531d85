import type { Messages } from '../../messages';

const krAdult = {
  start: '進行身分驗證',
  starting: '正在開啟身分驗證…',
  title: '韓國身分驗證',
  checking: '正在確認您的身分驗證…',
  back: '返回',
  unavailable: '目前無法使用韓國身分驗證，請稍後再試。',
  failed: '身分驗證未成功，請再試一次。',
  refusal: {
    FORGED: '無法確認身分驗證結果，請重新驗證。',
    USED: '此身分驗證結果已使用過，請重新驗證。',
    EXPIRED: '身分驗證花費時間過長，請重新驗證。',
    UNDER_AGE: '成人內容僅限 {age} 歲以上的讀者觀看。',
    NOT_KOREAN_IP: '韓國身分驗證僅適用於位於韓國的讀者。',
    CANCELLED: '身分驗證已取消。',
  },
} satisfies Messages['krAdult'];

export default krAdult;
