import type { Messages } from '../../messages';

const alarm = {
  title: 'การแจ้งเตือน',
  empty: 'ไม่มีการแจ้งเตือนในช่วง 30 วันที่ผ่านมา',
  kept: 'การแจ้งเตือนจะถูกเก็บไว้ 30 วัน',
  failed: 'ไม่สามารถโหลดการแจ้งเตือนได้',
  retry: 'ลองอีกครั้ง',
  more: 'แสดงเพิ่มเติม',
  markAll: 'ทำเครื่องหมายว่าอ่านแล้วทั้งหมด',
  markRead: 'ทำเครื่องหมายว่าอ่านแล้ว',
  unread: 'ยังไม่ได้อ่าน',
  badge: { other: 'มีการแจ้งเตือนที่ยังไม่ได้อ่าน {count} รายการ' },
  kind: {
    GIFT: 'มีของขวัญรออยู่ในกล่องของขวัญของคุณ',
    GIFT_TITLE: 'มีของขวัญเรื่อง “{title}” รออยู่ในกล่องของขวัญของคุณ',
    RENTAL_ENDING: 'การเช่าเรื่อง “{title}” ของคุณใกล้หมดเวลาแล้ว',
    FREETIME_READY: 'ตั๋วรอฟรีของเรื่อง “{title}” พร้อมใช้งานแล้ว',
    NEW_EPISODE: 'ตอนที่ {number} ของเรื่อง “{title}” มาแล้ว',
    INQUIRY_ANSWERED: 'ฝ่ายบริการลูกค้าได้ตอบคำถามของคุณแล้ว',
  },
} satisfies Messages['alarm'];

export default alarm;
