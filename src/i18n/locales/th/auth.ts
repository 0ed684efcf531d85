import type { Messages } from '../../messages';

const auth = {
  field: {
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    nickname: 'ชื่อเล่น (ไม่บังคับ)',
    showPassword: 'แสดง{field}',
    hidePassword: 'ซ่อน{field}',
  },
  validation: {
    emailRequired: 'กรุณากรอกอีเมล',
    passwordRequired: 'กรุณากรอกรหัสผ่าน',
    confirmRequired: 'กรุณากรอกรหัสผ่านอีกครั้ง',
    confirmMismatch: 'รหัสผ่านไม่ตรงกัน',
    nicknameTooLong: 'ชื่อเล่นต้องมีความยาวไม่เกิน 30 ตัวอักษร',
  },
  login: {
    title: 'เข้าสู่ระบบ',
    formLabel: 'เข้าสู่ระบบด้วยอีเมล',
    submit: 'เข้าสู่ระบบ',
    sessionRequired: 'กรุณาเข้าสู่ระบบเพื่อดูหน้านี้',
    noAccount: 'ยังไม่มีบัญชีใช่ไหม',
    toSignUp: 'สมัครสมาชิก',
    findId: 'ค้นหาไอดี',
  },
  signup: {
    title: 'สมัครสมาชิก',
    formLabel: 'สมัครสมาชิกด้วยอีเมล',
    submit: 'สร้างบัญชี',
    passwordHint: '8 ถึง 20 ตัวอักษร โดยมีอย่างน้อยสองประเภทจาก: ตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข อักขระพิเศษ',
    nicknameHint: 'จะแสดงพร้อมกับความคิดเห็นของคุณ และเปลี่ยนได้ภายหลัง',
    agreeMail: 'รับข่าวสารและข้อเสนอทางอีเมล',
    haveAccount: 'มีบัญชีอยู่แล้วใช่ไหม',
    toLogin: 'เข้าสู่ระบบ',
  },
  social: {
    heading: 'หรือดำเนินการต่อด้วย',
    google: 'ดำเนินการต่อด้วย Google',
    facebook: 'ดำเนินการต่อด้วย Facebook',
    twitter: 'ดำเนินการต่อด้วย X (Twitter)',
    apple: 'ดำเนินการต่อด้วย Apple',
  },
  loginError: {
    title: 'เข้าสู่ระบบ',
    heading: 'เข้าสู่ระบบไม่สำเร็จ',
    retry: 'ลองเข้าสู่ระบบอีกครั้ง',
    generic: 'ไม่สามารถเข้าสู่ระบบได้ กรุณาลองอีกครั้ง',
    credentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    oauth: 'ไม่สามารถเข้าสู่ระบบผ่านผู้ให้บริการได้',
    notLinked: 'อีเมลนี้ถูกใช้กับวิธีเข้าสู่ระบบอื่นแล้ว',
    accessDenied: 'การเข้าสู่ระบบถูกยกเลิกหรือถูกปฏิเสธ',
    verification: 'ลิงก์เข้าสู่ระบบหมดอายุแล้ว',
    configuration: 'บริการเข้าสู่ระบบไม่พร้อมใช้งานในขณะนี้',
  },
  newUser: {
    title: 'ยินดีต้อนรับ',
    heading: 'ยินดีต้อนรับ!',
    description: 'บัญชีของคุณพร้อมใช้งานแล้ว ขอให้สนุกกับการอ่าน',
    continue: 'ดำเนินการต่อ',
  },
  logoutSuccess: {
    title: 'ออกจากระบบแล้ว',
    heading: 'คุณออกจากระบบแล้ว',
    description: 'แล้วพบกันใหม่',
  },
  facebook: {
    title: 'เข้าสู่ระบบด้วย Facebook',
    heading: 'เข้าสู่ระบบด้วย Facebook ต่อ',
    description: 'ดำเนินการเข้าสู่ระบบด้วย Facebook ให้เสร็จในเบราว์เซอร์นี้',
    continue: 'ดำเนินการต่อด้วย Facebook',
    unavailable: 'ไม่มีบริการเข้าสู่ระบบด้วย Facebook ที่นี่',
  },
} satisfies Messages['auth'];

export default auth;
