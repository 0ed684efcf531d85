import type { Messages } from '../../messages';

const account = {
  my: {
    title: 'หน้าของฉัน',
    profile: 'โปรไฟล์',
    nickname: 'ชื่อเล่น',
    email: 'อีเมล',
    balances: 'ยอดคงเหลือ',
    menu: 'บัญชี',
    logout: 'ออกจากระบบ',
    links: {
      changePassword: 'เปลี่ยนรหัสผ่าน',
      library: 'คลังของฉัน',
      shop: 'ร้านเหรียญ',
      historyCharge: 'ประวัติการเติมเหรียญ',
      historyUse: 'ประวัติการใช้',
      historyMileage: 'ประวัติคะแนน',
      mileageExchange: 'แลกคะแนน',
      settings: 'ตั้งค่าการแจ้งเตือน',
      withdrawal: 'ลบบัญชี',
    },
  },
  coin: {
    COIN: 'เหรียญ',
    BONUS: 'เหรียญโบนัส',
    FREE_COIN: 'เหรียญฟรี',
    MILEAGE: 'คะแนน',
  },
  changePassword: {
    title: 'เปลี่ยนรหัสผ่าน',
    old: 'รหัสผ่านปัจจุบัน',
    new: 'รหัสผ่านใหม่',
    confirm: 'ยืนยันรหัสผ่านใหม่',
    rule: '8 ถึง 20 ตัวอักษร โดยมีอย่างน้อยสองประเภทจาก: ตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข อักขระพิเศษ',
    oldRequired: 'กรุณากรอกรหัสผ่านปัจจุบัน',
    newRequired: 'กรุณากรอกรหัสผ่านใหม่',
    confirmRequired: 'กรุณากรอกรหัสผ่านใหม่อีกครั้ง',
    mismatch: 'รหัสผ่านใหม่ไม่ตรงกัน',
    submit: 'เปลี่ยนรหัสผ่าน',
    success: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว',
  },
} satisfies Messages['account'];

export default account;
