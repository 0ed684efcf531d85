import type { Messages } from '../../messages';

const search = {
  title: 'ค้นหา',
  field: {
    label: 'ค้นหาชื่อเรื่อง นักเขียน หรือแท็ก',
    placeholder: 'ชื่อเรื่อง นักเขียน หรือแท็ก',
    submit: 'ค้นหา',
    tooLong: 'คำค้นหาต้องยาวไม่เกิน {max} ตัวอักษร',
  },
  results: {
    heading: 'ผลการค้นหา',
    searching: 'กำลังค้นหา…',
    count: { other: 'พบ {count} เรื่องสำหรับ "{query}"' },
    none: 'ไม่พบผลลัพธ์สำหรับ "{query}"',
    noneHint: 'ตรวจสอบการสะกด ลองใช้คำที่สั้นลง หรือเลือกแท็กยอดนิยมด้านล่าง',
    failed: 'ค้นหาไม่สำเร็จในครั้งนี้',
    retry: 'ลองอีกครั้ง',
    more: 'ดูผลลัพธ์เพิ่มเติม',
    retryMore: 'ลองโหลดผลลัพธ์เพิ่มเติมอีกครั้ง',
  },
  recent: {
    heading: 'การค้นหาล่าสุด',
    clearAll: 'ลบทั้งหมด',
    remove: 'ลบ "{query}" ออกจากการค้นหาล่าสุด',
  },
  tags: {
    heading: 'แท็กยอดนิยม',
    chip: '#{tag}',
    chipLabel: { other: 'ค้นหา #{tag} ({count} เรื่อง)' },
  },
} satisfies Messages['search'];

export default search;
