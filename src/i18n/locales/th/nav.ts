import type { Messages } from '../../messages';

const nav = {
  main: 'เมนูหลัก',
  home: 'หน้าแรก',
  shop: 'ร้านค้า',
  gift: 'ของขวัญ',
  search: 'ค้นหา',
  my: 'หน้าของฉัน',
  skipToContent: 'ข้ามไปยังเนื้อหา',
} satisfies Messages['nav'];

export default nav;
