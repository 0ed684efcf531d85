import type { Messages } from '../../messages';

const phone = {
  verify: {
    number: '携帯電話番号',
    numberHint: 'アカウントに登録した携帯電話番号（例：{example}）',
    /** A mobile number as the platform's readers write it: the hint's and the error's example. */
    example: '090-1234-5678',
    send: '認証番号を送信',
    resend: '再送信',
    code: '認証番号',
    codeHint: 'SMSで届いた6桁の番号',
    submit: '認証する',
    countdown: '残り時間 {time}',
  },
  /** The phone messages of spec §8. */
  messages: {
    sent: '認証番号を送信しました。',
    verifyFirst: '先に電話番号の認証を行ってください。',
    sendFailed: '認証番号の送信に失敗しました。もう一度お試しください。',
    verified: '認証が完了しました。',
    timeOver: '認証時間が過ぎました。認証番号を再送信して、もう一度認証してください。',
    enterNumber: '電話番号を入力してください。',
    checkNumber: '電話番号を確認してください。携帯電話の番号を {example} のように入力してください。',
    enterCode: '6桁の認証番号を入力してください。',
  },
  findPassword: {
    title: 'パスワードを探す',
    intro: 'アカウントに登録した電話番号にSMSで認証番号をお送りします。',
    byMail: 'メールで再設定する',
    account: 'アカウント：{email}',
    newPassword: '新しいパスワード',
    confirm: '新しいパスワード（確認）',
    rule: '8〜20文字で、英大文字・英小文字・数字・記号のうち2種類以上を組み合わせてください。',
    passwordRequired: '新しいパスワードを入力してください。',
    confirmRequired: '新しいパスワードをもう一度入力してください。',
    mismatch: 'パスワードが一致しません。',
    submit: 'パスワードを変更',
    done: 'パスワードを変更しました。新しいパスワードでログインしてください。',
    toLogin: 'ログイン',
  },
  findId: {
    title: 'IDを探す',
    intro: 'アカウントに登録した電話番号にSMSで認証番号をお送りします。',
    found: 'この電話番号のID（メールアドレス）',
    toLogin: 'ログイン',
    toFindPassword: 'パスワードをお忘れですか？',
  },
} satisfies Messages['phone'];

export default phone;
