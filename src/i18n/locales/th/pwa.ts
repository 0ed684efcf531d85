import type { Messages } from '../../messages';

const pwa = {
  offline: { banner: 'คุณออฟไลน์อยู่ หน้าที่เพิ่งเปิดยังดูได้ ส่วนการใช้งานที่ต้องเชื่อมต่อเซิร์ฟเวอร์จะรอจนกว่าจะกลับมาออนไลน์' },
  updated: { note: 'อัปเดตแอปเป็นเวอร์ชันล่าสุดแล้ว', dismiss: 'ปิด' },
  // The web app manifest, written at build time (src/pwa/web-manifest.ts); the German variant installs as the transfer.
  manifest: {
    description: 'อ่านเว็บตูน และอ่านต่อได้แม้ไม่มีการเชื่อมต่อ',
    transferName: 'Webtoon ย้ายบัญชี',
    transferShortName: 'ย้ายบัญชี',
    transferDescription: 'ย้ายบัญชี Webtoon ของคุณไปยังบริการระดับโลกของเรา',
  },
} satisfies Messages['pwa'];

export default pwa;
