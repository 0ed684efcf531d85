import type { Messages } from '../../messages';

const recovery = {
  field: {
    email: 'メールアドレス',
    newPassword: '新しいパスワード',
    confirm: '新しいパスワード（確認）',
  },
  find: {
    title: 'パスワード再設定',
    intro: 'ご登録のメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
    formLabel: 'パスワード再設定リンクの送信',
    emailRequired: 'メールアドレスを入力してください。',
    submit: 'リンクを送信',
    sent: '{email} にリンクを送信しました。1時間以内にリンクを開いて、新しいパスワードを設定してください。メールが届かない場合は迷惑メールフォルダをご確認いただくか、5分後にもう一度お申し込みください。',
    toLogin: 'ログインに戻る',
    bySms: 'SMSで再設定する',
    bySmsHint: 'アカウントに電話番号を登録している場合は、SMSで届く認証番号でもパスワードを再設定できます。',
  },
  reset: {
    title: 'パスワード再設定',
    formLabel: '新しいパスワードの設定',
    loading: 'リンクを確認しています…',
    rule: '8〜20文字で、英大文字・英小文字・数字・記号のうち2種類以上を組み合わせてください。',
    newRequired: '新しいパスワードを入力してください。',
    confirmRequired: '確認のため、新しいパスワードをもう一度入力してください。',
    mismatch: '新しいパスワードが一致しません。',
    submit: 'パスワードを変更',
    requestAgain: 'リンクを再度申し込む',
    toLogin: 'ログイン',
  },
  /** One text per outcome of spec §4. */
  outcome: {
    SUCCESS: 'パスワードを変更しました。新しいパスワードでログインしてください。すべての端末でログアウトしました。',
    TIMEOUT: 'このリンクは有効期限が切れているか、すでに使用されています。もう一度リンクをお申し込みください。',
    NOT_LOCAL_LOGIN_USER:
      'このアカウントはGoogle・Facebook・X（Twitter）・Appleでログインするため、パスワードはありません。ご利用のサービスでログインしてください。',
    EQUAL_PASSWORD: '現在のパスワードと同じです。別のパスワードを設定してください。',
    UNKNOWN: 'パスワードを変更できませんでした。しばらくしてからもう一度お試しください。',
  },
} satisfies Messages['recovery'];

export default recovery;
