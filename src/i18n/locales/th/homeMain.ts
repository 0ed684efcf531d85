import type { Messages } from '../../messages';

/**
 * The part of the `home` namespace that `/` shows. It is a module of its own so that the main page can register it
 * without the home tabs' texts (src/features/catalog/main/main-texts.ts); `home.ts` includes it.
 */
const homeMain = {
  title: 'รายการ',
  loadError: 'โหลดเรื่องไม่สำเร็จ',
  main: {
    banners: 'เรื่องเด่น',
    position: 'แบนเนอร์ {current} จาก {total}',
    counter: '{current} / {total}',
    previous: 'แบนเนอร์ก่อนหน้า',
    next: 'แบนเนอร์ถัดไป',
    newTab: '(เปิดในแท็บใหม่)',
    more: 'ดูทั้งหมด',
  },
} satisfies Pick<Messages['home'], 'title' | 'loadError' | 'main'>;

export default homeMain;
