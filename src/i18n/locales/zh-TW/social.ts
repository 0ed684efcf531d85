import type { Messages } from '../../messages';

const social = {
  welcome: {
    consentHeading: '開始之前',
    agreeTerms: '我同意使用條款與隱私權政策',
    agreeMail: '透過電子郵件接收最新消息與優惠',
    mailHint: '您可以隨時在設定中變更此選項。',
    termsRequired: '請同意使用條款與隱私權政策後繼續。',
    start: '開始閱讀',
    failed: '無法儲存您的選擇，請再試一次。',
  },
} satisfies Messages['social'];

export default social;
