import type { Messages } from '../../messages';

const ui = {
  close: '關閉',
  back: '返回',
  scrollToTop: '回到頂端',
  dismiss: '關閉通知',
  notifications: '通知',
  busy: '請稍候…',
  retry: '重試',
  card: { adult: '18禁', bl: 'BL', waitFree: '等待免費', completed: '已完結', paused: '休刊中', rank: '第 {rank} 名' },
} satisfies Messages['ui'];

export default ui;
