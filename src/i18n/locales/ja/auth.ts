import type { Messages } from '../../messages';

const auth = {
  field: {
    email: 'メールアドレス',
    password: 'パスワード',
    confirmPassword: 'パスワード（確認）',
    nickname: 'ニックネーム（任意）',
    phone: '携帯電話番号（任意）',
    showPassword: '{field}を表示',
    hidePassword: '{field}を隠す',
    show: '表示',
    hide: '隠す',
  },
  validation: {
    emailRequired: 'メールアドレスを入力してください。',
    passwordRequired: 'パスワードを入力してください。',
    confirmRequired: 'パスワードをもう一度入力してください。',
    confirmMismatch: 'パスワードが一致しません。',
    nicknameTooLong: 'ニックネームは30文字以内で入力してください。',
    phoneInvalid: '電話番号を確認してください。',
  },
  login: {
    title: 'ログイン',
    formLabel: 'メールアドレスでログイン',
    submit: 'ログイン',
    forgotPassword: 'パスワードをお忘れの方',
    sessionRequired: 'このページを表示するにはログインしてください。',
    noAccount: 'アカウントをお持ちでない方は',
    toSignUp: '新規登録',
    findId: 'IDを探す',
  },
  signup: {
    title: '新規登録',
    formLabel: 'メールアドレスで新規登録',
    submit: 'アカウントを作成',
    passwordHint: '8〜20文字で、英大文字・英小文字・数字・記号のうち2種類以上を組み合わせてください。',
    nicknameHint: 'コメントに表示されます。後から変更できます。',
    phoneHint: 'SMSでアカウントを復旧できるようになります。',
    agreeMail: 'お知らせやキャンペーン情報をメールで受け取る',
    agreeAdTracking: '広告の効果測定のため、会員登録と購入を広告パートナー（Meta）と共有する',
    agreeTerms: '利用規約とプライバシーポリシーに同意します',
    haveAccount: 'すでにアカウントをお持ちの方は',
    toLogin: 'ログイン',
  },
  reason: {
    rent: {
      other:
        'エピソードをレンタルするには、ログインまたは新規登録が必要です。完了すると元の画面に戻り、レンタルの確認画面が開きます。確定するまでコインは使われません。',
    },
    buy: {
      other:
        'エピソードを購入するには、ログインまたは新規登録が必要です。完了すると元の画面に戻り、購入の確認画面が開きます。確定するまでコインは使われません。',
    },
  },
  legal: {
    help: 'ヘルプと規約',
    notice: 'お知らせ',
    faq: 'よくある質問',
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    newTab: '新しいタブで開きます',
  },
  social: {
    heading: 'ほかの方法で続ける',
    google: 'Googleで続ける',
    facebook: 'Facebookで続ける',
    twitter: 'X（Twitter）で続ける',
    apple: 'Appleで続ける',
  },
  loginError: {
    title: 'ログイン',
    heading: 'ログインできませんでした',
    retry: 'もう一度ログインする',
    generic: 'ログインを完了できませんでした。もう一度お試しください。',
    credentials: 'メールアドレスまたはパスワードが正しくありません。',
    oauth: '外部サービスでのログインを完了できませんでした。',
    notLinked: 'このメールアドレスは別のログイン方法で使用されています。',
    accessDenied: 'ログインがキャンセルまたは拒否されました。',
    verification: 'ログインリンクの有効期限が切れています。',
    configuration: '現在ログインサービスを利用できません。',
  },
  newUser: {
    title: 'ようこそ',
    heading: 'ご登録ありがとうございます！',
    description: 'アカウントの準備ができました。お楽しみください。',
    continue: '続ける',
  },
  logoutSuccess: {
    title: 'ログアウト',
    heading: 'ログアウトしました',
    description: 'またのご利用をお待ちしています。',
  },
  facebook: {
    title: 'Facebookログイン',
    heading: 'Facebookログインを続ける',
    description: 'このブラウザでFacebookのログインを完了してください。',
    continue: 'Facebookで続ける',
    unavailable: 'ここではFacebookログインをご利用いただけません。',
  },
} satisfies Messages['auth'];

export default auth;
