/// <reference types="vite/client" />

declare module '@platform' {
  const platform: import('../platforms/types').PlatformConfig;
  export default platform;
}

declare module '@locale' {
  const messages: import('./i18n/messages').Messages;
  export default messages;
}
