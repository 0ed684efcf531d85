import type { Messages } from '../../messages';

const adult = {
  title: 'เนื้อหาสำหรับผู้ใหญ่',
} satisfies Messages['adult'];

export default adult;
