import type { Messages } from '../../messages';

const help = {
  notice: {
    title: 'ประกาศ',
    pinned: 'ปักหมุด',
    empty: 'ยังไม่มีประกาศ',
    emptyPage: 'ไม่มีประกาศในหน้านี้',
    toFirst: 'ไปหน้าแรก',
    failed: 'โหลดประกาศไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    pages: 'หน้าของประกาศ',
    page: 'หน้า {page}',
    previous: 'หน้าก่อนหน้า',
    next: 'หน้าถัดไป',
    latest: 'ประกาศล่าสุด',
    toList: 'ประกาศทั้งหมด',
    notFound: 'ไม่พบประกาศนี้ หรือประกาศถูกลบไปแล้ว',
    failedOne: 'โหลดประกาศนี้ไม่สำเร็จ',
  },
  faq: {
    title: 'คำถามที่พบบ่อย',
    categories: 'หมวดหมู่',
    all: 'ทั้งหมด',
    category: {
      COIN: 'เหรียญ',
      PURCHASE: 'เช่าและซื้อ',
      FREE: 'อ่านฟรี',
      ACCOUNT: 'บัญชี',
      TRANSFER: 'ย้ายบัญชี',
      OTHER: 'อื่น ๆ',
    },
    searchLabel: 'ค้นหาในคำถามที่พบบ่อย',
    searchPlaceholder: 'ค้นหาในคำถามที่พบบ่อย เช่น คืนเงิน',
    clear: 'ล้างการค้นหา',
    tooLong: 'กรุณาพิมพ์ไม่เกิน {max} ตัวอักษร',
    results: { other: 'มี {count} คำถามที่ตรงกับ “{query}”' },
    noResult: 'ไม่มีคำถามที่ตรงกับ “{query}”',
    noResultHint: 'ลองใช้คำอื่น หรือใช้คำให้น้อยลง',
    empty: 'ยังไม่มีคำถามในหมวดนี้',
    failed: 'โหลดคำถามที่พบบ่อยไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    notHere: 'ไม่พบคำตอบที่ต้องการใช่ไหม?',
    toQna: 'สอบถามเราแบบ 1:1',
  },
} satisfies Messages['help'];

export default help;
