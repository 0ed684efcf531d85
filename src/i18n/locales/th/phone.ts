import type { Messages } from '../../messages';

const phone = {
  verify: {
    number: 'หมายเลขโทรศัพท์มือถือ',
    numberHint: 'หมายเลขมือถือที่ลงทะเบียนไว้กับบัญชีของคุณ เช่น {example}',
    /** A mobile number as the platform's readers write it: the hint's and the error's example. */
    example: '081-234-5678',
    send: 'ส่งรหัส',
    resend: 'ส่งอีกครั้ง',
    code: 'รหัสยืนยัน',
    codeHint: 'รหัส 6 หลักจาก SMS',
    submit: 'ยืนยัน',
    countdown: 'เวลาที่เหลือ {time}',
  },
  /** The phone messages of spec §8. */
  messages: {
    sent: 'ส่งรหัสยืนยันแล้ว',
    verifyFirst: 'กรุณายืนยันหมายเลขโทรศัพท์ก่อน',
    sendFailed: 'ส่งรหัสยืนยันไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    verified: 'ยืนยันเรียบร้อยแล้ว',
    timeOver: 'หมดเวลาแล้ว กรุณาขอรหัสใหม่และยืนยันอีกครั้ง',
    enterNumber: 'กรุณากรอกหมายเลขโทรศัพท์',
    checkNumber: 'กรุณาตรวจสอบหมายเลขโทรศัพท์ โดยกรอกหมายเลขมือถือ เช่น {example}',
    enterCode: 'กรุณากรอกรหัส 6 หลัก',
  },
  findPassword: {
    title: 'ค้นหารหัสผ่าน',
    intro: 'เราจะส่งรหัสทาง SMS ไปยังหมายเลขโทรศัพท์ที่ลงทะเบียนไว้กับบัญชีของคุณ',
    byMail: 'รีเซ็ตทางอีเมลแทน',
    account: 'บัญชี: {email}',
    newPassword: 'รหัสผ่านใหม่',
    confirm: 'ยืนยันรหัสผ่านใหม่',
    rule: '8 ถึง 20 ตัวอักษร โดยมีอย่างน้อยสองประเภทจาก: ตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข อักขระพิเศษ',
    passwordRequired: 'กรุณากรอกรหัสผ่านใหม่',
    confirmRequired: 'กรุณากรอกรหัสผ่านใหม่อีกครั้ง',
    mismatch: 'รหัสผ่านไม่ตรงกัน',
    submit: 'เปลี่ยนรหัสผ่าน',
    done: 'เปลี่ยนรหัสผ่านแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
    toLogin: 'เข้าสู่ระบบ',
  },
  findId: {
    title: 'ค้นหาไอดี',
    intro: 'เราจะส่งรหัสทาง SMS ไปยังหมายเลขโทรศัพท์ที่ลงทะเบียนไว้กับบัญชีของคุณ',
    found: 'ไอดี (อีเมล) ของหมายเลขนี้',
    toLogin: 'เข้าสู่ระบบ',
    toFindPassword: 'ลืมรหัสผ่านใช่ไหม',
  },
} satisfies Messages['phone'];

export default phone;
