import type { Messages } from '../../messages';

const purchase = {
  title: 'ปลดล็อกตอน',
  rentTitle: 'เช่าตอน',
  buyTitle: 'ซื้อตอน',
  loading: 'กำลังคำนวณราคา…',
  failed: 'โหลดราคาไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  lines: 'ตอน',
  line: 'ตอนที่ {number}: {name}',
  total: 'รวม',
  quantity: {
    label: 'จำนวนตอน',
    less: 'ลดลงหนึ่งตอน',
    more: 'เพิ่มอีกหนึ่งตอน',
    value: { other: '{count} ตอน' },
  },
  balance: {
    heading: 'เหรียญของคุณ',
    COIN: 'เหรียญ',
    BONUS: 'เหรียญโบนัส',
    FREE_COIN: 'เหรียญฟรี',
  },
  parts: {
    heading: 'ชำระด้วย',
    hint: 'ใช้เหรียญโบนัสและเหรียญฟรีก่อน โดยเริ่มจากเหรียญที่ใกล้หมดอายุที่สุด',
    expires: 'หมดอายุ {date}',
    noExpiry: 'ไม่มีวันหมดอายุ',
  },
  rental: 'อ่านได้ {hours} ชั่วโมงหลังเช่า',
  keep: 'เป็นของคุณ อ่านได้ทุกเมื่อ',
  shortfall: { other: 'เหรียญไม่พอ ต้องการอีก {count} เหรียญ' },
  toShop: 'เติมเหรียญ',
  confirmRent: 'เช่าด้วย {coins}',
  confirmBuy: 'ซื้อด้วย {coins}',
  retryConfirm: 'ลองอีกครั้ง',
  retryHint: 'ไม่ได้รับการตอบกลับ การลองอีกครั้งจะไม่ถูกหักเหรียญซ้ำ',
  rented: { other: 'เช่าตอนที่ {numbers} แล้ว' },
  bought: { other: 'ซื้อตอนที่ {numbers} แล้ว' },
  ticketUsed: 'ปลดล็อกด้วยตั๋วรอฟรีแล้ว อ่านได้ {hours} ชั่วโมง',
} satisfies Messages['purchase'];

export default purchase;
