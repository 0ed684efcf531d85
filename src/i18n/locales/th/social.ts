import type { Messages } from '../../messages';

const social = {
  welcome: {
    consentHeading: 'ก่อนเริ่มต้น',
    agreeTerms: 'ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว',
    agreeMail: 'รับข่าวสารและข้อเสนอพิเศษทางอีเมล',
    mailHint: 'คุณเปลี่ยนการตั้งค่านี้ได้ทุกเมื่อในหน้าการตั้งค่า',
    termsRequired: 'โปรดยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัวเพื่อดำเนินการต่อ',
    start: 'เริ่มอ่าน',
    failed: 'ไม่สามารถบันทึกการเลือกของคุณได้ โปรดลองอีกครั้ง',
  },
} satisfies Messages['social'];

export default social;
