import type { PlatformConfig } from './types';

const platform: PlatformConfig = {
  id: 'thai',
  locale: 'th',
  timeZone: 'Asia/Bangkok',
  utcOffsetHours: 7,
  currency: 'THB',
  dateFormat: 'dd/MM/yyyy',
  calendar: 'buddhist',
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
