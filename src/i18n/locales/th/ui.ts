import type { Messages } from '../../messages';

const ui = {
  close: 'ปิด',
  back: 'ย้อนกลับ',
  scrollToTop: 'กลับขึ้นด้านบน',
  dismiss: 'ปิดข้อความ',
  notifications: 'การแจ้งเตือน',
  busy: 'โปรดรอสักครู่…',
} satisfies Messages['ui'];

export default ui;
