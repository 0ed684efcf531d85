import type { Messages } from '../../messages';

const pages = {
  main: {
    heading: '今日のウェブトゥーン',
    tabs: 'リスト',
    emptyTitle: 'まだ作品がありません',
    emptyDescription: '新しい作品は公開され次第ここに表示されます。',
    toSearch: '作品を検索',
    toNotice: 'お知らせを見る',
  },
  homeTabs: {
    weekly: '曜日別',
    free: '無料',
    ranking: 'ランキング',
    bl: 'BL',
    mature: '大人向け',
    romance: '恋愛',
    action: 'アクション',
    pick: 'おすすめ',
  },
  homeTab: {
    emptyTitle: 'このリストにはまだ作品がありません',
    emptyDescription: '作品は公開され次第ここに表示されます。',
  },
  detail: { title: '作品', empty: 'この作品は表示できません。' },
  viewer: { title: 'ビューア', empty: 'このエピソードは表示できません。' },
  event: { title: 'イベント', empty: '現在開催中のイベントはありません。' },
  shop: { title: 'コインショップ', empty: '現在販売中のコインパッケージはありません。' },
  gift: { title: 'ギフトボックス', empty: 'ギフトボックスは空です。' },
  coupon: { title: 'クーポン', empty: 'クーポンはありません。' },
  notice: { title: 'お知らせ' },
  search: { title: '検索', empty: 'まだ検索できる作品がありません。' },
  faq: { title: 'よくある質問' },
  qna: { title: '1:1お問い合わせ', empty: 'お問い合わせの履歴はありません。', toRegister: 'お問い合わせを書く' },
  qnaRegister: {
    title: '新規お問い合わせ',
    empty: 'ここからはまだお問い合わせを送信できません。',
    toFaq: 'よくある質問を見る',
  },
  library: {
    title: 'ライブラリ',
    my: 'マイ作品',
    favorite: 'お気に入り',
    recent: '最近読んだ作品',
    emptyMy: '所有している作品はまだありません。',
    emptyFavorite: 'お気に入りはまだありません。',
    emptyRecent: 'まだ何も読んでいません。',
  },
  history: {
    title: '履歴',
    charge: 'チャージ',
    use: '利用',
    mileage: 'ポイント',
    empty: {
      charge: { one: '過去{days}日間のチャージはありません。', other: '過去{days}日間のチャージはありません。' },
      use: { one: '過去{days}日間のコイン利用はありません。', other: '過去{days}日間のコイン利用はありません。' },
      mileage: { one: '過去{days}日間のポイントはありません。', other: '過去{days}日間のポイントはありません。' },
    },
  },
  benefit: { title: '特典', empty: '現在利用できる特典はありません。' },
  roulette: { title: 'ルーレット', empty: '現在ルーレットは開催していません。' },
  transfer: {
    note: { title: 'アカウント移行', heading: 'アカウントを移行する' },
    login: { title: '移行のためのログイン' },
    confirm: { title: '移行の確認' },
    wrong: { title: '移行できません' },
    status: { title: '移行状況' },
  },
  notFound: {
    title: 'ページが見つかりません',
    heading: 'このページは存在しません',
    description: 'アドレスが間違っているか、ページが移動した可能性があります。',
  },
  error: {
    title: 'エラー',
    heading: '問題が発生しました',
    description: 'ページを表示できませんでした。もう一度お試しください。',
  },
  prepare: {
    title: 'メンテナンス',
    heading: 'ただいま準備中です',
    description: 'サービスを準備しています。しばらくしてから再度アクセスしてください。',
  },
} satisfies Messages['pages'];

export default pages;
