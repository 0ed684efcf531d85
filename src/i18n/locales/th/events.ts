import type { Messages } from '../../messages';

const events = {
  loading: 'กำลังโหลด…',
  failed: 'โหลดกิจกรรมไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  empty: 'ขณะนี้ยังไม่มีกิจกรรม',
  phase: { RUNNING: 'กำลังจัด', UPCOMING: 'เร็ว ๆ นี้', ENDED: 'สิ้นสุดแล้ว' },
  period: '{start} – {end}',
  audience: {
    EVERYONE: 'ทุกคน',
    ADULT_ONLY: 'เฉพาะผู้ใหญ่',
    MINOR_ONLY: 'เฉพาะผู้เยาว์',
    LOGGED_IN: 'เฉพาะสมาชิก',
  },
  rewardKind: {
    COIN: { other: 'เหรียญ' },
    BONUS: { other: 'เหรียญโบนัส' },
    FREE_COIN: { other: 'เหรียญฟรี' },
    MILEAGE: { other: 'พอยต์' },
    ROULETTE_TICKET: { other: 'ตั๋วรูเล็ต' },
  },
  reward: '{kind} {amount}',
  rewards: 'รางวัล: {rewards}',
  list: { running: 'กิจกรรมที่กำลังจัด', ended: 'กิจกรรมที่ผ่านมา' },
  detail: {
    notFound: 'ไม่พบกิจกรรมนี้',
    toList: 'กิจกรรมทั้งหมด',
    guest: 'กรุณาเข้าสู่ระบบเพื่อร่วมกิจกรรมนี้',
    login: 'เข้าสู่ระบบ',
    ended: 'กิจกรรมนี้สิ้นสุดแล้ว',
    upcoming: 'กิจกรรมนี้ยังไม่เริ่ม',
  },
  checkIn: {
    heading: 'การ์ดเช็กอิน',
    day: 'วันที่ {day}',
    done: 'เช็กอินแล้ว',
    today: 'วันนี้คุณเช็กอินแล้ว กลับมาใหม่พรุ่งนี้นะ!',
    button: 'เช็กอิน',
  },
  mission: {
    heading: 'ภารกิจ',
    progress: 'อ่านแล้ว {read} จาก {requirement} ตอน',
    step: { other: 'อ่าน {count} ตอน' },
    titles: 'เรื่องที่ร่วมรายการ',
    claim: 'รับรางวัล',
    claimLabel: { other: 'รับรางวัลจากการอ่าน {count} ตอน' },
    left: { other: 'อ่านอีก {count} ตอน' },
    done: 'รับแล้ว',
  },
  coupon: {
    heading: 'คูปองของคุณ',
    claim: 'รับคูปอง',
    code: 'รหัสคูปองของคุณ: {code}',
    register: 'ลงทะเบียนที่หน้าคูปอง',
  },
  signUp: {
    body: 'ยืนยันอีเมลที่เราส่งให้ตอนสมัครสมาชิก แล้วรับรางวัลไปเลย',
    confirmed: 'ยืนยันอีเมลสมัครสมาชิกแล้ว คุณได้รับรางวัลเรียบร้อย',
    link: 'ยืนยันหรือส่งอีเมลอีกครั้ง',
  },
  claimed: 'ได้รับแล้ว: {rewards}',
} satisfies Messages['events'];

export default events;
