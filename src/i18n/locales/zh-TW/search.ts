import type { Messages } from '../../messages';

const search = {
  title: '搜尋',
  field: {
    label: '搜尋作品名稱、作者或標籤',
    placeholder: '作品名稱、作者或標籤',
    submit: '搜尋',
    tooLong: '搜尋字詞最多 {max} 個字。',
  },
  results: {
    heading: '搜尋結果',
    searching: '搜尋中…',
    count: { other: '「{query}」共 {count} 筆結果' },
    none: '找不到與「{query}」相關的作品',
    noneHint: '請確認拼字、改用較短的字詞，或試試下方的熱門標籤。',
    failed: '這次搜尋沒有成功。',
    retry: '再試一次',
    more: '顯示更多結果',
    retryMore: '重新載入更多結果',
  },
  recent: {
    heading: '最近搜尋',
    clearAll: '全部清除',
    remove: '從最近搜尋中移除「{query}」',
  },
  tags: {
    heading: '熱門標籤',
    chip: '#{tag}',
    chipLabel: { other: '搜尋 #{tag}（{count} 部作品）' },
  },
} satisfies Messages['search'];

export default search;
