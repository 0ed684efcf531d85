import type { Messages } from '../../messages';

const events = {
  loading: '読み込み中…',
  failed: 'イベントを読み込めませんでした。',
  retry: '再試行',
  empty: '現在開催中のイベントはありません。',
  phase: { RUNNING: '開催中', UPCOMING: '開催予定', ENDED: '終了' },
  period: '{start} ～ {end}',
  audience: { EVERYONE: 'どなたでも', ADULT_ONLY: '成人限定', MINOR_ONLY: '未成年限定', LOGGED_IN: '会員限定' },
  rewardKind: {
    COIN: { other: 'コイン' },
    BONUS: { other: 'ボーナスコイン' },
    FREE_COIN: { other: '無料コイン' },
    MILEAGE: { other: 'ポイント' },
    ROULETTE_TICKET: { other: 'ルーレットチケット' },
  },
  reward: '{kind} {amount}',
  rewards: '報酬：{rewards}',
  list: { running: '開催中のイベント', ended: '終了したイベント' },
  detail: {
    notFound: 'このイベントは存在しません。',
    toList: 'イベント一覧',
    guest: 'このイベントに参加するにはログインしてください。',
    login: 'ログイン',
    ended: 'このイベントは終了しました。',
    upcoming: 'このイベントはまだ始まっていません。',
  },
  checkIn: {
    heading: '出席カード',
    day: '{day}日目',
    done: '出席済み',
    today: '本日は出席済みです。また明日お越しください！',
    button: '出席する',
  },
  mission: {
    heading: 'ミッション',
    progress: '{requirement}話中 {read}話読了',
    step: { other: '{count}話読む' },
    titles: '対象作品',
    claim: '受け取る',
    claimLabel: { other: '{count}話読了の報酬を受け取る' },
    left: { other: 'あと{count}話' },
    done: '受け取り済み',
  },
  coupon: {
    heading: 'あなたのクーポン',
    claim: 'クーポンをもらう',
    code: 'クーポンコード：{code}',
    register: 'クーポンページで登録する',
  },
  signUp: {
    body: '会員登録時にお送りしたメールを認証すると、報酬がもらえます。',
    confirmed: '会員登録メールの認証が完了しました。報酬は受け取り済みです。',
    link: 'メールを認証・再送信する',
  },
  claimed: '受け取りました：{rewards}',
} satisfies Messages['events'];

export default events;
