import type { Messages } from '../../messages';

const viewer = {
  region: 'โปรแกรมอ่านตอน',
  imageAlt: 'ภาพที่ {page} จาก {total}',
  copyrightAlt: 'ประกาศลิขสิทธิ์ {page} จาก {total}',
  copyrightRegion: 'ลิขสิทธิ์',
  loadFailed: 'โหลดภาพนี้ไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  retryLabel: 'โหลดภาพที่ {page} อีกครั้ง',
  bar: {
    label: 'เมนูโปรแกรมอ่าน',
    back: 'กลับไปหน้าเรื่อง',
    prevEpisode: 'ตอนก่อนหน้า',
    nextEpisode: 'ตอนถัดไป',
    nextLocked: 'ตอนถัดไป: ปลดล็อกได้ที่หน้าเรื่อง',
    prevPage: 'หน้าก่อนหน้า',
    nextPage: 'หน้าถัดไป',
    position: 'ภาพที่ {page} จาก {total}',
    zoomLabel: 'ซูม',
    zoomIn: 'ขยาย',
    zoomOut: 'ย่อ',
    zoomReset: 'รีเซ็ตการซูม ({percent} %)',
  },
  mode: {
    label: 'รูปแบบการอ่าน',
    SCROLL: 'เลื่อนยาว',
    PAPER: 'ทีละหน้า',
  },
  autoContinue: {
    label: 'ไปตอนถัดไปอัตโนมัติ',
  },
  end: {
    heading: 'จบตอนที่ {number}',
    next: {
      FREE: 'ตอนถัดไปอ่านฟรี',
      OWNED: 'คุณเป็นเจ้าของตอนถัดไปแล้ว',
      RENTED: 'คุณเช่าตอนถัดไปไว้ เหลือเวลา {hours} ชม. {minutes} นาที',
      WAIT_FREE: 'ตอนถัดไปจะอ่านฟรีได้หลังรอ {hours} ชม.',
      LOCKED: 'ตอนถัดไปไม่ฟรี',
    },
    prices: 'เช่า {rent} · ซื้อ {possession}',
    latest: 'คุณอ่านถึงตอนล่าสุดแล้ว',
    latestHint: 'ตอนใหม่จะแสดงที่หน้าเรื่อง',
    readNext: 'อ่านตอนถัดไป',
    unlock: 'ปลดล็อกที่หน้าเรื่อง',
    toTitle: 'ตอนทั้งหมด',
    prev: 'ตอนก่อนหน้า',
    autoStops: 'การไปตอนถัดไปอัตโนมัติจะหยุดที่นี่ ต้องปลดล็อกตอนนี้ก่อน',
    countdown: 'ตอนถัดไปใน {seconds} วินาที',
    countdownAnnounce: 'ตอนถัดไปจะเปิดใน {seconds} วินาที',
  },
  keyboardHelp: 'ใช้ลูกศร Page Up/Down Space J และ K เพื่อเลื่อน, N และ P เพื่อเปลี่ยนตอน, Escape เพื่อแสดงเมนู',
} satisfies Messages['viewer'];

export default viewer;
