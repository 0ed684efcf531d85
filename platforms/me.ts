import type { PlatformConfig } from './types';

const platform: PlatformConfig = {
  id: 'me',
  locale: 'en',
  timeZone: 'UTC',
  utcOffsetHours: 0,
  currency: 'USD',
  dateFormat: 'yyyy-MM-dd',
  adultCheckType: 'CONFIRM',
  adultAgeLimit: 18,
  birthDateRequired: false,
  guestAdultCookie: false,
  krAdultAuth: true,
  blToggle: true,
  logins: ['email', 'google', 'facebook', 'twitter', 'apple'],
  historyDays: { charge: 90, use: 90, mileage: 180 },
  transferOnly: false,
  maxWidth: 720,
};

export default platform;
