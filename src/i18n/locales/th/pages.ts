import type { Messages } from '../../messages';

const pages = {
  main: {
    heading: 'เว็บตูนวันนี้',
    tabs: 'รายการ',
    emptyTitle: 'ยังไม่มีเรื่อง',
    emptyDescription: 'ซีรีส์ใหม่จะแสดงที่นี่ทันทีที่เผยแพร่',
    toSearch: 'ค้นหาเรื่อง',
    toNotice: 'อ่านประกาศ',
  },
  homeTabs: {
    weekly: 'รายสัปดาห์',
    free: 'ฟรี',
    ranking: 'อันดับ',
    bl: 'BL',
    mature: 'สำหรับผู้ใหญ่',
    romance: 'โรแมนซ์',
    action: 'แอ็กชัน',
    pick: 'เรื่องแนะนำ',
  },
  homeTab: {
    emptyTitle: 'ยังไม่มีเรื่องในรายการนี้',
    emptyDescription: 'เรื่องต่าง ๆ จะแสดงที่นี่ทันทีที่เผยแพร่',
  },
  detail: { title: 'เรื่อง', empty: 'ไม่สามารถแสดงเรื่องนี้ได้' },
  viewer: { title: 'โปรแกรมอ่าน', empty: 'ไม่สามารถแสดงตอนนี้ได้' },
  event: { title: 'กิจกรรม', empty: 'ขณะนี้ไม่มีกิจกรรม' },
  shop: { title: 'ร้านเหรียญ', empty: 'ขณะนี้ไม่มีแพ็กเกจเหรียญวางขาย' },
  gift: { title: 'กล่องของขวัญ', empty: 'กล่องของขวัญของคุณว่างเปล่า' },
  coupon: { title: 'คูปอง', empty: 'คุณไม่มีคูปอง' },
  notice: { title: 'ประกาศ' },
  search: { title: 'ค้นหา', empty: 'ยังไม่มีเรื่องให้ค้นหา' },
  faq: { title: 'คำถามที่พบบ่อย' },
  qna: { title: 'สอบถาม 1:1', empty: 'คุณยังไม่ได้ส่งคำถาม', toRegister: 'เขียนคำถาม' },
  qnaRegister: {
    title: 'คำถามใหม่',
    empty: 'ยังไม่สามารถส่งคำถามจากที่นี่ได้',
    toFaq: 'ดูคำถามที่พบบ่อย',
  },
  library: {
    title: 'คลัง',
    my: 'เรื่องของฉัน',
    favorite: 'รายการโปรด',
    recent: 'อ่านล่าสุด',
    emptyMy: 'คุณยังไม่มีเรื่องในครอบครอง',
    emptyFavorite: 'คุณยังไม่มีรายการโปรด',
    emptyRecent: 'คุณยังไม่ได้อ่านเรื่องใด',
  },
  history: {
    title: 'ประวัติ',
    charge: 'การเติมเหรียญ',
    use: 'การใช้',
    mileage: 'คะแนน',
    empty: {
      charge: { one: 'ไม่มีการเติมเหรียญใน {days} วันที่ผ่านมา', other: 'ไม่มีการเติมเหรียญใน {days} วันที่ผ่านมา' },
      use: { one: 'ไม่มีการใช้เหรียญใน {days} วันที่ผ่านมา', other: 'ไม่มีการใช้เหรียญใน {days} วันที่ผ่านมา' },
      mileage: { one: 'ไม่มีคะแนนใน {days} วันที่ผ่านมา', other: 'ไม่มีคะแนนใน {days} วันที่ผ่านมา' },
    },
  },
  benefit: { title: 'สิทธิประโยชน์', empty: 'ขณะนี้ไม่มีสิทธิประโยชน์' },
  roulette: { title: 'รูเล็ต', empty: 'ขณะนี้รูเล็ตยังไม่เปิด' },
  transfer: {
    note: { title: 'ย้ายบัญชี', heading: 'ย้ายบัญชีของคุณ' },
    login: { title: 'เข้าสู่ระบบเพื่อย้ายบัญชี' },
    confirm: { title: 'ยืนยันการย้ายบัญชี' },
    wrong: { title: 'ย้ายบัญชีไม่ได้' },
    status: { title: 'สถานะการย้ายบัญชี' },
  },
  notFound: {
    title: 'ไม่พบหน้า',
    heading: 'ไม่มีหน้านี้',
    description: 'ที่อยู่อาจพิมพ์ผิด หรือหน้านี้ถูกย้ายไปแล้ว',
  },
  error: {
    title: 'ข้อผิดพลาด',
    heading: 'เกิดข้อผิดพลาด',
    description: 'ไม่สามารถแสดงหน้านี้ได้ กรุณาลองอีกครั้ง',
  },
  prepare: {
    title: 'ปิดปรับปรุง',
    heading: 'เรากำลังเตรียมระบบ',
    description: 'บริการกำลังอยู่ระหว่างการเตรียม กรุณากลับมาใหม่ในอีกสักครู่',
  },
} satisfies Messages['pages'];

export default pages;
