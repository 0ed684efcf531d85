import type { Messages } from '../../messages';

const roulette = {
  tickets: { other: 'チケット残り{count}枚' },
  wheel: '{count}種類の賞品のルーレット',
  spin: 'まわす',
  spinning: '回転中…',
  noTickets: 'チケットがありません。イベントに参加してルーレットチケットを手に入れましょう。',
  toEvents: 'イベントを見る',
  guest: 'ログインすると、チケットでルーレットをまわせます。',
  login: 'ログイン',
  loading: '読み込み中…',
  failed: 'ルーレットを読み込めませんでした。',
  retry: '再試行',
  toSpins: '獲得した賞品',
  result: {
    won: '当たり：{prize}',
    physical: '賞品をお届けするため、お届け先を入力してください。',
    enterAddress: 'お届け先を入力する',
  },
  odds: {
    title: '賞品と当選確率',
    note: '1回ごとにサーバーでこの確率どおりに賞品を1つ抽選します。確率の合計は100%です。',
    prize: '賞品',
    probability: '確率',
    total: '合計',
  },
  spins: {
    title: '獲得した賞品',
    empty: 'まだルーレットをまわしていません。',
    more: 'もっと見る',
    wonOn: '{date} 獲得',
    status: {
      ADDRESS_NEEDED: 'お届け先の入力待ち',
      WAITING: '発送準備中',
      SHIPPED: '{date} 発送済み',
    },
    sentTo: 'お届け先',
    edit: 'お届け先を変更する',
    enter: 'お届け先を入力する',
    toRoulette: 'ルーレットに戻る',
  },
  address: {
    title: 'お届け先',
    intro: '「{prize}」のお届け先を入力してください。',
    required: '{label}（必須）',
    field: {
      name: 'お名前',
      zipCode: '郵便番号',
      city: '都道府県・市区町村',
      address1: '番地',
      address2: '建物名・部屋番号',
      phone: '携帯電話番号',
    },
    check: {
      required: '入力してください。',
      zipCode: '正しい郵便番号を入力してください。',
      phone: '正しい携帯電話番号を入力してください。',
    },
    save: 'お届け先を保存する',
    saving: '保存中…',
    saved: 'お届け先を保存しました。',
    shipped: 'この賞品は発送済みのため、お届け先は変更できません。',
    notFound: 'この賞品は見つかりませんでした。',
  },
} satisfies Messages['roulette'];

export default roulette;
