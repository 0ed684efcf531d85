/// <reference types="vite/client" />

declare module '@platform' {
  const platform: import('../platforms/types').PlatformConfig;
  export default platform;
}

declare module '@locale' {
  const messages: import('./i18n/messages').CoreMessages;
  export default messages;
}

declare module '@locale/errors' {
  const messages: import('./i18n/messages').Messages['errors'];
  export default messages;
}

declare module '@locale/auth' {
  const messages: import('./i18n/messages').Messages['auth'];
  export default messages;
}

declare module '@locale/account' {
  const messages: import('./i18n/messages').Messages['account'];
  export default messages;
}

declare module '@locale/viewer' {
  const messages: import('./i18n/messages').Messages['viewer'];
  export default messages;
}

declare module '@locale/detail' {
  const messages: import('./i18n/messages').Messages['detail'];
  export default messages;
}

declare module '@locale/home' {
  const messages: import('./i18n/messages').Messages['home'];
  export default messages;
}

declare module '@locale/search' {
  const messages: import('./i18n/messages').Messages['search'];
  export default messages;
}

declare module '@locale/library' {
  const messages: import('./i18n/messages').Messages['library'];
  export default messages;
}

declare module '@locale/adult' {
  const messages: import('./i18n/messages').Messages['adult'];
  export default messages;
}

declare module '@locale/shop' {
  const messages: import('./i18n/messages').Messages['shop'];
  export default messages;
}

declare module '@locale/wallet' {
  const messages: import('./i18n/messages').Messages['wallet'];
  export default messages;
}

declare module '@locale/purchase' {
  const messages: import('./i18n/messages').Messages['purchase'];
  export default messages;
}

declare module '@locale/rewards' {
  const messages: import('./i18n/messages').Messages['rewards'];
  export default messages;
}

declare module '@locale/transfer' {
  const messages: import('./i18n/messages').Messages['transfer'];
  export default messages;
}

declare module '@locale/social' {
  const messages: import('./i18n/messages').Messages['social'];
  export default messages;
}

declare module '@locale/recovery' {
  const messages: import('./i18n/messages').Messages['recovery'];
  export default messages;
}

declare module '@locale/settings' {
  const messages: import('./i18n/messages').Messages['settings'];
  export default messages;
}

declare module '@locale/alarm' {
  const messages: import('./i18n/messages').Messages['alarm'];
  export default messages;
}

declare module '@locale/withdrawal' {
  const messages: import('./i18n/messages').Messages['withdrawal'];
  export default messages;
}

declare module '@locale/phone' {
  const messages: import('./i18n/messages').Messages['phone'];
  export default messages;
}

declare module '@locale/krAdult' {
  const messages: import('./i18n/messages').Messages['krAdult'];
  export default messages;
}

declare module '@locale/help' {
  const messages: import('./i18n/messages').Messages['help'];
  export default messages;
}

declare module '@locale/inquiry' {
  const messages: import('./i18n/messages').Messages['inquiry'];
  export default messages;
}

declare module '@locale/legal' {
  const messages: import('./i18n/messages').Messages['legal'];
  export default messages;
}

declare module '@locale/community' {
  const messages: import('./i18n/messages').Messages['community'];
  export default messages;
}

declare module '@locale/themes' {
  const messages: import('./i18n/messages').Messages['themes'];
  export default messages;
}

declare module '@locale/roulette' {
  const messages: import('./i18n/messages').Messages['roulette'];
  export default messages;
}

declare module '@locale/events' {
  const messages: import('./i18n/messages').Messages['events'];
  export default messages;
}

declare module '@locale/offerwall' {
  const messages: import('./i18n/messages').Messages['offerwall'];
  export default messages;
}

declare module '@locale/app' {
  const messages: import('./i18n/messages').Messages['app'];
  export default messages;
}

declare module '@locale/money' {
  const messages: import('./i18n/messages').Messages['money'];
  export default messages;
}

declare module '@locale/pwa' {
  const messages: import('./i18n/messages').Messages['pwa'];
  export default messages;
}

declare module '@locale/offline' {
  const messages: import('./i18n/messages').Messages['offline'];
  export default messages;
}
