import type { PlatformConfig } from './types';

const platform: PlatformConfig = {
  id: 'taiwan',
  locale: 'zh-TW',
  timeZone: 'Asia/Taipei',
  utcOffsetHours: 8,
  currency: 'TWD',
  money: { symbol: 'NT$', fractionDigits: 0 },
  dateFormat: 'yyyy/MM/dd',
  adultCheckType: 'BIRTHDAY',
  adultAgeLimit: 18,
  birthDateRequired: true,
  guestAdultCookie: false,
  krAdultAuth: false,
  blToggle: false,
  logins: ['email', 'google', 'facebook', 'apple'],
  historyDays: { charge: 90, use: 90, mileage: 180 },
  transferOnly: false,
  maxWidth: 720,
};

export default platform;
