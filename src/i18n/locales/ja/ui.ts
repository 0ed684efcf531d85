import type { Messages } from '../../messages';

const ui = {
  close: '閉じる',
  back: '戻る',
  scrollToTop: 'ページの先頭へ',
  dismiss: '閉じる',
  notifications: 'お知らせ',
  busy: 'お待ちください…',
  retry: '再試行',
  card: { adult: '18禁', bl: 'BL', waitFree: '待てば無料', completed: '完結', paused: '休載中', rank: '{rank}位' },
} satisfies Messages['ui'];

export default ui;
