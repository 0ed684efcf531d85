import type { PlatformConfig } from './types';

const platform: PlatformConfig = {
  id: 'de',
  locale: 'de',
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  dateFormat: 'dd.MM.yyyy',
  adultCheckType: 'BIRTHDAY',
  adultAgeLimit: 18,
  birthDateRequired: false,
  guestAdultCookie: false,
  krAdultAuth: false,
  blToggle: false,
  logins: ['email', 'google', 'apple'],
  historyDays: { charge: 90, use: 90, mileage: 180 },
  transferOnly: true,
  maxWidth: 720,
};

export default platform;
