import type { Messages } from '../../messages';

const help = {
  notice: {
    title: 'お知らせ',
    pinned: '固定',
    empty: 'お知らせはまだありません。',
    emptyPage: 'このページにお知らせはありません。',
    toFirst: '最初のページへ',
    failed: 'お知らせを読み込めませんでした。',
    retry: '再試行',
    pages: 'お知らせのページ',
    page: '{page}ページ',
    previous: '前のページ',
    next: '次のページ',
    latest: '最新のお知らせ',
    toList: 'お知らせ一覧へ',
    notFound: 'このお知らせは存在しないか、削除されました。',
    failedOne: 'お知らせを読み込めませんでした。',
  },
  faq: {
    title: 'よくある質問',
    categories: 'カテゴリー',
    all: 'すべて',
    category: {
      COIN: 'コイン',
      PURCHASE: 'レンタル・購入',
      FREE: '無料で読む',
      ACCOUNT: 'アカウント',
      TRANSFER: 'アカウント移行',
      OTHER: 'その他',
    },
    searchLabel: 'よくある質問を検索',
    searchPlaceholder: 'よくある質問を検索（例：返金）',
    clear: '検索をクリア',
    tooLong: '{max}文字以内で入力してください。',
    results: { other: '「{query}」に一致する質問が{count}件あります。' },
    noResult: '「{query}」に一致する質問はありません。',
    noResultHint: '別の言葉や、より少ない言葉でお試しください。',
    empty: 'ここにはまだ質問がありません。',
    failed: 'よくある質問を読み込めませんでした。',
    retry: '再試行',
    notHere: '答えが見つかりませんでしたか？',
    toQna: '1:1お問い合わせで質問する',
  },
} satisfies Messages['help'];

export default help;
