// The main page's part of the `home` namespace in this bundle's language (src/i18n/locales/<locale>/homeMain.ts),
// resolved by the `@locale/<name>` alias like the namespaces declared in src/vite-env.d.ts.
declare module '@locale/homeMain' {
  import type { Messages } from '@/i18n';

  const messages: Pick<Messages['home'], 'title' | 'loadError' | 'main'>;
  export default messages;
}
