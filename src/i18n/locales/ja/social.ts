import type { Messages } from '../../messages';

const social = {
  welcome: {
    consentHeading: 'はじめる前に',
    agreeTerms: '利用規約とプライバシーポリシーに同意します',
    agreeMail: 'お知らせやキャンペーン情報をメールで受け取る',
    mailHint: 'この設定はいつでも設定画面から変更できます。',
    termsRequired: '続けるには利用規約とプライバシーポリシーに同意してください。',
    start: '読みはじめる',
    failed: '設定を保存できませんでした。もう一度お試しください。',
  },
} satisfies Messages['social'];

export default social;
