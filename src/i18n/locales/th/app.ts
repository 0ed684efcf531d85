/** The app messages of spec §8, shown where a native bridge call fails (src/lib/app-bridge.ts, issue 13). */
const app = {
  failure: {
    LANGUAGE_UNAVAILABLE: 'ไม่สามารถอ่านภาษาของแอปได้',
    VERSION_UNAVAILABLE: 'ไม่สามารถอ่านเวอร์ชันของแอปได้',
    USER_INFO_UNAVAILABLE: 'ไม่สามารถอ่านข้อมูลบัญชีของคุณจากแอปได้',
    PAYMENT_FAILED: 'การชำระเงินล้มเหลว ไม่มีการเรียกเก็บเหรียญ',
    NO_PRODUCT: 'ไม่พบสินค้านี้ในสโตร์',
    RETRY: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
    ALREADY_IN_PAYMENT: 'มีสินค้าที่กำลังชำระเงินอยู่แล้ว โปรดรอให้การชำระเงินนั้นเสร็จสิ้น',
    EMAIL_REQUIRED: 'คุณต้องมีอีเมล',
    UNTRUSTED_CERTIFICATE: 'ใบรับรองความปลอดภัยของการเชื่อมต่อนี้ไม่น่าเชื่อถือ ต้องการดำเนินการต่อหรือไม่?',
    STORAGE_PERMISSION: 'โปรดอนุญาตการเข้าถึงพื้นที่จัดเก็บในการตั้งค่าแอป',
  },
  paid: 'ชำระเงินเรียบร้อย เพิ่มเหรียญของคุณแล้ว',
};

export default app;
