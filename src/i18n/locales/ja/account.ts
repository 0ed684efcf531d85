import type { Messages } from '../../messages';

const account = {
  my: {
    title: 'マイページ',
    profile: 'プロフィール',
    nickname: 'ニックネーム',
    email: 'メールアドレス',
    balances: '残高',
    menu: 'アカウント',
    logout: 'ログアウト',
    links: {
      changePassword: 'パスワード変更',
      library: 'マイライブラリ',
      shop: 'コインショップ',
      historyCharge: 'チャージ履歴',
      historyUse: '利用履歴',
      historyMileage: 'ポイント履歴',
      mileageExchange: 'ポイント交換',
      settings: '通知設定',
      withdrawal: '退会',
    },
  },
  coin: {
    COIN: 'コイン',
    BONUS: 'ボーナスコイン',
    FREE_COIN: '無料コイン',
    MILEAGE: 'ポイント',
  },
  changePassword: {
    title: 'パスワード変更',
    old: '現在のパスワード',
    new: '新しいパスワード',
    confirm: '新しいパスワード（確認）',
    rule: '8〜20文字で、英大文字・英小文字・数字・記号のうち2種類以上を組み合わせてください。',
    oldRequired: '現在のパスワードを入力してください。',
    newRequired: '新しいパスワードを入力してください。',
    confirmRequired: '新しいパスワードをもう一度入力してください。',
    mismatch: '新しいパスワードが一致しません。',
    submit: 'パスワードを変更',
    success: 'パスワードを変更しました。',
  },
} satisfies Messages['account'];

export default account;
