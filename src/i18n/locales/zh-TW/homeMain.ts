import type { Messages } from '../../messages';

/**
 * The part of the `home` namespace that `/` shows. It is a module of its own so that the main page can register it
 * without the home tabs' texts (src/features/catalog/main/main-texts.ts); `home.ts` includes it.
 */
const homeMain = {
  title: '作品列表',
  loadError: '無法載入作品。',
  main: {
    banners: '焦點作品',
    position: '橫幅 {current}/{total}',
    counter: '{current} / {total}',
    previous: '上一個橫幅',
    next: '下一個橫幅',
    newTab: '（在新分頁開啟）',
    more: '查看全部',
  },
} satisfies Pick<Messages['home'], 'title' | 'loadError' | 'main'>;

export default homeMain;
