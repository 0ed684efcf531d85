import type { Messages } from '../../messages';

const themes = {
  title: 'ธีม',
  count: { other: '{count} เรื่อง' },
  empty: 'ไม่มีเรื่องในธีมนี้ที่แสดงให้คุณได้',
  failed: 'โหลดธีมไม่สำเร็จ',
  toMain: 'กลับไปหน้าหลัก',
} satisfies Messages['themes'];

export default themes;
