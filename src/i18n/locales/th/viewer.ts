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
    prevEpisode: 'ตอนก่อนหน้า',
    nextEpisode: 'ตอนถัดไป',
    prevPage: 'หน้าก่อนหน้า',
    nextPage: 'หน้าถัดไป',
    position: 'ภาพที่ {page} จาก {total}',
    zoomIn: 'ขยาย',
    zoomOut: 'ย่อ',
    zoomReset: 'รีเซ็ตการซูม ({percent} %)',
  },
  mode: {
    label: 'รูปแบบการอ่าน',
    SCROLL: 'เลื่อนยาว',
    PAPER: 'ทีละหน้า',
  },
  keyboardHelp: 'ใช้ลูกศร Page Up/Down Space J และ K เพื่อเลื่อน, N และ P เพื่อเปลี่ยนตอน, Escape เพื่อแสดงเมนู',
} satisfies Messages['viewer'];

export default viewer;
