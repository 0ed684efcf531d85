/// <reference types="vite/client" />

declare module '@platform' {
  import type { PlatformConfig } from '../platforms/types';
  const platform: PlatformConfig;
  export default platform;
}

declare module '@locale' {
  import type { Messages } from './i18n/messages';
  const messages: Messages;
  export default messages;
}
