import type { Messages } from '../../messages';

const search = {
  title: '検索',
  field: {
    label: '作品名・作家名・タグで検索',
    placeholder: '作品名・よみがな、作家名、タグ',
    submit: '検索',
    tooLong: '検索ワードは{max}文字以内で入力してください。',
  },
  results: {
    heading: '検索結果',
    searching: '検索中…',
    count: { other: '「{query}」の検索結果 {count}件' },
    none: '「{query}」に一致する作品はありません',
    noneHint: '表記を確かめるか、ひらがなの読みや短いワード、人気のタグで探してみてください。',
    failed: '検索できませんでした。',
    retry: '再試行',
    more: 'もっと見る',
    retryMore: 'もう一度読み込む',
  },
  recent: {
    heading: '最近の検索',
    clearAll: 'すべて削除',
    remove: '「{query}」を検索履歴から削除',
  },
  tags: {
    heading: '人気のタグ',
    chip: '#{tag}',
    chipLabel: { other: '#{tag}で検索（{count}作品）' },
  },
} satisfies Messages['search'];

export default search;
