import type { Messages } from '../../messages';

/**
 * The part of the `home` namespace that `/` shows. It is a module of its own so that the main page can register it
 * without the home tabs' texts (src/features/catalog/main/main-texts.ts); `home.ts` includes it.
 */
const homeMain = {
  title: '作品一覧',
  loadError: '作品を読み込めませんでした。',
  main: {
    banners: '注目の作品',
    position: 'バナー {current}/{total}',
    counter: '{current} / {total}',
    previous: '前のバナー',
    next: '次のバナー',
    newTab: '（新しいタブで開きます）',
    more: 'すべて見る',
  },
} satisfies Pick<Messages['home'], 'title' | 'loadError' | 'main'>;

export default homeMain;
