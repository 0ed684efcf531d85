import type { Messages } from '../../messages';

const ui = {
  close: '閉じる',
  back: '戻る',
  scrollToTop: 'ページの先頭へ',
  dismiss: '閉じる',
  notifications: 'お知らせ',
  busy: 'お待ちください…',
} satisfies Messages['ui'];

export default ui;
