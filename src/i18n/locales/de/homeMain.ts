import type { Messages } from '../../messages';

/**
 * The part of the `home` namespace that `/` shows. It is a module of its own so that the main page can register it
 * without the home tabs' texts (src/features/catalog/main/main-texts.ts); `home.ts` includes it.
 */
const homeMain = {
  title: 'Listen',
  loadError: 'Die Titel konnten nicht geladen werden.',
  main: {
    banners: 'Empfohlen',
    position: 'Banner {current} von {total}',
    counter: '{current} / {total}',
    previous: 'Vorheriges Banner',
    next: 'Nächstes Banner',
    newTab: '(öffnet in einem neuen Tab)',
    more: 'Alle ansehen',
  },
} satisfies Pick<Messages['home'], 'title' | 'loadError' | 'main'>;

export default homeMain;
