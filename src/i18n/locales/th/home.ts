import type { Messages } from '../../messages';
import homeMain from './homeMain';

const home = {
  ...homeMain,
  /** The banners' pause button: it comes with the carousel, after the first load. */
  autoplay: {
    pause: 'หยุดเลื่อนแบนเนอร์อัตโนมัติ',
    play: 'เลื่อนแบนเนอร์อัตโนมัติ',
  },
  days: {
    MONDAY: 'จ.',
    TUESDAY: 'อ.',
    WEDNESDAY: 'พ.',
    THURSDAY: 'พฤ.',
    FRIDAY: 'ศ.',
    SATURDAY: 'ส.',
    SUNDAY: 'อา.',
    TEN: 'ทุก 10 วัน',
  },
  dayFilter: 'วันที่อัปเดต',
  today: '(วันนี้)',
  sorts: { POPULAR: 'ยอดนิยม', LATEST: 'อัปเดตล่าสุด', FREETIME: 'รอฟรี' },
  sortFilter: 'เรียงตาม',
  loading: 'กำลังโหลดเรื่อง…',
  loadMore: 'โหลดเพิ่ม',
  loadMoreError: 'โหลดเรื่องถัดไปไม่สำเร็จ',
  end: 'คุณดูครบทุกเรื่องในรายการนี้แล้ว',
  gate: {
    adultTitle: 'สำหรับผู้อ่านอายุ 18 ปีขึ้นไป',
    adultGuest: 'เข้าสู่ระบบเพื่อดูเรื่องสำหรับผู้ใหญ่',
    adultUnverified: 'เรื่องสำหรับผู้ใหญ่จะแสดงเมื่อยืนยันแล้วว่าคุณอายุ 18 ปีขึ้นไป',
    adultHidden: 'บัญชีของคุณปิดการแสดงเรื่องสำหรับผู้ใหญ่อยู่ เปิดได้ที่หน้าของฉัน',
    blTitle: 'ปิดการแสดงเรื่อง BL อยู่',
    blHidden: 'บัญชีของคุณปิดการแสดงเรื่อง BL อยู่ เปิดได้ที่หน้าของฉัน',
    blInApp: 'ผลงาน BL จะไม่แสดงในแอป',
    login: 'เข้าสู่ระบบ',
    confirmAge: 'ยืนยันอายุ',
    toMy: 'ไปที่หน้าของฉัน',
  },
} satisfies Messages['home'];

export default home;
