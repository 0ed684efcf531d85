import type { Messages } from '../../messages';

const common = {
  appName: 'Webtoon',
  loading: '読み込み中…',
  retry: 'もう一度試す',
  back: '戻る',
  close: '閉じる',
  confirm: 'OK',
  cancel: 'キャンセル',
  yes: 'はい',
  no: 'いいえ',
  save: '保存',
  next: '次へ',
  done: '完了',
  required: '必須',
  optional: '任意',
  toHome: 'ホームへ戻る',
  coins: { other: '{count}コイン' },
} satisfies Messages['common'];

export default common;
