import type { Messages } from '../../messages';

const transfer = {
  loading: '読み込み中…',
  failed: '読み込めませんでした。',
  retry: '再試行',
  deadline: '{date} {time}まで',
  kind: { COIN: 'コイン', BONUS: 'ボーナスコイン', FREE_COIN: '無料コイン', MILEAGE: 'ポイント' },
  note: {
    intro:
      'ドイツ版サービスは終了します。アカウントとその中身をまとめてグローバル版サービスに移行し、そちらで引き続きお読みいただけます。',
    open: '{deadline}、アカウントを移行できます。',
    duration: '移行にかかる時間は1〜2分です。',
    whatMoves: '移行されるもの',
    items: {
      account: 'アカウント（メールアドレスとニックネーム）',
      coins: '種類ごとのコイン（コイン、ボーナスコイン、無料コイン、ポイント）とそれぞれの有効期限',
      episodes: '購入したエピソードと、レンタル期間中のエピソード',
      favorites: 'お気に入り',
    },
    start: '移行を始める',
    ended: '移行は{deadline}受け付けていました。受付期間が終了したため、新たに移行を申し込むことはできません。',
    toStatus: '移行の状況を見る',
    loginForStatus: 'ログインして移行の状況を見る',
  },
  login: {
    intro: 'ドイツ版サービスでお使いのアカウントでログインしてください。次の画面で、移行される内容を確認できます。',
  },
  summary: {
    heading: '移行される内容',
    source: '移行元（このサービスのアカウント）',
    target: '移行先（グローバル版のアカウント）',
    targetNew: 'グローバル版に新しいアカウントが作成されます。',
    targetExisting: 'グローバル版の既存のアカウントにまとめて移行されます。',
    email: 'メールアドレス',
    nickname: 'ニックネーム',
    balances: '残高',
    coins: '有効期限ごとのコイン',
    coinsKind: '種類',
    coinsAmount: '数量',
    coinsExpiry: '有効期限',
    noExpiry: '無期限',
    noCoins: 'コインはありません',
    library: 'エピソードとお気に入り',
    owned: { other: '購入済みエピソード{count}話' },
    rented: { other: 'レンタル中のエピソード{count}話' },
    rentalsEndFirst: '最初のレンタルは{date}に終了します。',
    favorites: { other: 'お気に入り{count}件' },
  },
  confirm: {
    termsLegend: 'お読みのうえチェックしてください（必須）',
    terms: {
      final: '移行は取り消せず、完了後はこのサービスのアカウントが閉じられることを理解しました。',
      contents: 'コインは種類と有効期限を保ったまま移行され、レンタル中のエピソードはこちらと同じ日時に終了します。',
      target: 'グローバル版サービスの利用規約とプライバシーポリシーに同意します。',
    },
    required: '必須項目をすべてチェックしてください',
    termsLink: '利用規約',
    privacyLink: 'プライバシーポリシー',
    newTab: '新しいタブで開きます',
    submit: '移行を申し込む',
    unconfirmedTarget: {
      heading: 'meのアカウントがまだ認証されていません',
      text: 'このメールアドレスのアカウントがグローバルサービス「me」にすでにありますが、メールアドレスが未認証です。先に確認メールのリンクから認証してください。認証後、そのアカウントにすべて移行されます。',
    },
    uncertain: '申し込みが届いたか確認できませんでした。もう一度お試しください。二重に実行されることはありません。',
  },
  status: {
    start: {
      heading: 'まだ移行を申し込んでいません',
      text: '移行される内容を確認してから、移行を申し込んでください。',
      action: '確認画面へ進む',
    },
    request: {
      heading: 'アカウントを移行しています',
      text: '1〜2分かかります。このページは開いたままで構いません。自動で更新されます。',
      progress: '移行の進み具合',
      requestedAt: '申し込み日時：{date}',
    },
    finish: {
      heading: 'アカウントの移行が完了しました',
      text: '{date}にアカウントがグローバル版サービスへ移行されました。',
      account: '移行先のアカウント：{email}',
      moved: '移行された内容',
      toMe: 'グローバル版で続きを読む',
    },
    error: {
      heading: '移行に失敗しました',
      text: '何も移行されていません。アカウントとコインはそのままです。もう一度お試しください。',
      retry: 'もう一度試す',
    },
  },
  logout: 'ログアウト',
  closed: {
    startHeading: '移行は申請されませんでした',
    errorText: '何も移行されていません。アカウントとコインはそのままです。',
    title: '移行の受付終了',
    heading: '移行の受付期間は終了しました',
    stillCan:
      'グローバル版では引き続きお読みいただけますが、このサービスのコイン、エピソード、お気に入りはもう移行できません。期間内に申し込んだ移行は、引き続き状況を確認できます。',
  },
  wrong: {
    heading: 'この画面はこの方法では開けません',
    text: '手順の順番が違うか、ログインしていないか、ご自身のアカウントのものではないリンクから開かれました。',
    toNote: '最初に戻る',
  },
} satisfies Messages['transfer'];

export default transfer;
