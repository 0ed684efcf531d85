import type { Messages } from '../../messages';

const nav = {
  main: 'เมนูหลัก',
  home: 'หน้าแรก',
  library: 'คลัง',
  shop: 'ร้านค้า',
  gift: 'ของขวัญ',
  search: 'ค้นหา',
  my: 'หน้าของฉัน',
  giftBadge: { other: 'มีของขวัญรอรับ {count} รายการ' },
  couponBadge: { other: 'มีคูปองที่ลงทะเบียนได้ {count} ใบ' },
  skipToContent: 'ข้ามไปยังเนื้อหา',
} satisfies Messages['nav'];

export default nav;
