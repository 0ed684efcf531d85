import type { Messages } from '../../messages';

const krAdult = {
  start: 'Identität bestätigen',
  starting: 'Die Bestätigung wird geöffnet…',
  title: 'Koreanische Identitätsprüfung',
  checking: 'Deine Bestätigung wird geprüft…',
  back: 'Zurück',
  unavailable: 'Die koreanische Identitätsprüfung ist gerade nicht verfügbar. Bitte versuche es später erneut.',
  failed: 'Die Bestätigung hat nicht geklappt. Bitte versuche es erneut.',
  refusal: {
    FORGED: 'Die Bestätigung konnte nicht überprüft werden. Bitte bestätige erneut.',
    USED: 'Diese Bestätigung wurde bereits verwendet. Bitte bestätige erneut.',
    EXPIRED: 'Die Bestätigung hat zu lange gedauert. Bitte bestätige erneut.',
    UNDER_AGE: 'Inhalte für Erwachsene gibt es nur für Leserinnen und Leser ab {age} Jahren.',
    NOT_KOREAN_IP: 'Die koreanische Identitätsprüfung gibt es nur für Leserinnen und Leser in Korea.',
    CANCELLED: 'Die Bestätigung wurde abgebrochen.',
  },
} satisfies Messages['krAdult'];

export default krAdult;
