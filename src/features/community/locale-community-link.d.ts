// The viewer's and title page's part of the `community` namespace in this bundle's language
// (src/i18n/locales/<locale>/communityLink.ts), resolved by the `@locale/<name>` alias like src/vite-env.d.ts.
declare module '@locale/communityLink' {
  import type { Messages } from '@/i18n';

  const messages: Pick<Messages['community'], 'link'>;
  export default messages;
}
