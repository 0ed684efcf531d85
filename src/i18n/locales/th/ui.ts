import type { Messages } from '../../messages';

const ui = {
  close: 'ปิด',
  back: 'ย้อนกลับ',
  scrollToTop: 'กลับขึ้นด้านบน',
  dismiss: 'ปิดข้อความ',
  notifications: 'การแจ้งเตือน',
  busy: 'โปรดรอสักครู่…',
  retry: 'ลองอีกครั้ง',
  card: { adult: '18+', bl: 'BL', waitFree: 'รอฟรี', completed: 'จบแล้ว', paused: 'พักการลง', rank: 'อันดับ {rank}' },
} satisfies Messages['ui'];

export default ui;
