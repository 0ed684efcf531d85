import type { Messages } from '../../messages';

const common = {
  appName: 'Webtoon',
  loading: 'กำลังโหลด…',
  retry: 'ลองอีกครั้ง',
  back: 'ย้อนกลับ',
  close: 'ปิด',
  confirm: 'ตกลง',
  cancel: 'ยกเลิก',
  yes: 'ใช่',
  no: 'ไม่',
  save: 'บันทึก',
  next: 'ถัดไป',
  done: 'เสร็จสิ้น',
  required: 'จำเป็น',
  optional: 'ไม่บังคับ',
  toHome: 'ไปที่หน้าแรก',
  coins: { other: '{count} เหรียญ' },
} satisfies Messages['common'];

export default common;
