import type { Messages } from '../../messages';

const ui = {
  close: '關閉',
  back: '返回',
  scrollToTop: '回到頂端',
  dismiss: '關閉通知',
  notifications: '通知',
  busy: '請稍候…',
} satisfies Messages['ui'];

export default ui;
