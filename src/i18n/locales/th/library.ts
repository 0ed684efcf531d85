import type { Messages } from '../../messages';

const library = {
  title: 'ชั้นหนังสือ',
  tabs: 'หมวดของชั้นหนังสือ',
  loading: 'กำลังโหลดชั้นหนังสือ…',
  failed: 'โหลดชั้นหนังสือไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  toHome: 'หาเรื่องอ่าน',
  /** The tab of what is kept on this device for offline reading (src/features/offline). */
  deviceTab: 'ในเครื่องนี้',
  my: {
    emptyHint: 'เรื่องที่คุณซื้อหรือเช่าจะแสดงที่นี่',
    count: { other: '{count} เรื่อง' },
    owned: { other: 'ซื้อแล้ว {count} ตอน' },
    rented: { other: 'กำลังเช่า {count} ตอน' },
    rentedUntil: 'หมดเวลาเช่า {date}',
    freetime: { other: 'อ่านด้วยตั๋วรอฟรี {count} ตอน' },
    kind: {
      POSSESSION: 'ซื้อบางตอน',
      ALL_POSSESSION: 'ซื้อครบทุกตอน',
      RENT: 'กำลังเช่า',
      ALL_RENT: 'อ่านได้ทุกตอน',
      PERMANENT: 'อ่านได้ถาวร',
      FREETIME: 'รอฟรี',
    },
  },
  favorite: {
    count: { other: 'รายการโปรด {count} เรื่อง' },
    remove: 'นำ "{title}" ออกจากรายการโปรด',
    removed: 'นำ "{title}" ออกจากรายการโปรดแล้ว',
    emptyHint: 'แตะรูปหัวใจในหน้าของเรื่องเพื่อเก็บไว้ที่นี่',
  },
  recent: {
    episode: 'ตอนที่ {number}',
    justNow: 'เมื่อสักครู่',
    percent: '{percent}%',
    progressLabel: 'ความคืบหน้าของ {title} ตอนที่ {number}',
    continue: 'อ่านต่อ',
    continueLabel: 'อ่านต่อ {title} ตอนที่ {number}',
    emptyHint: 'ตอนที่คุณอ่านจะแสดงที่นี่ พร้อมจุดที่คุณอ่านค้างไว้',
  },
} satisfies Messages['library'];

export default library;
