import type { PlatformConfig } from './types';

const platform: PlatformConfig = {
  id: 'japan',
  locale: 'ja',
  timeZone: 'Asia/Tokyo',
  utcOffsetHours: 9,
  currency: 'JPY',
  dateFormat: 'yyyy/MM/dd',
  adultCheckType: 'CONFIRM',
  adultAgeLimit: 18,
  birthDateRequired: false,
  guestAdultCookie: true,
  krAdultAuth: false,
  blToggle: false,
  logins: ['email', 'google', 'twitter', 'apple'],
  historyDays: { charge: 90, use: 90, mileage: 180 },
  transferOnly: false,
  maxWidth: 720,
};

export default platform;
