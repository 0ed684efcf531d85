import type { Messages } from '../../messages';

const social = {
  welcome: {
    consentHeading: 'Bevor es losgeht',
    agreeTerms: 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu',
    agreeMail: 'Neuigkeiten und Angebote per E-Mail erhalten',
    mailHint: 'Du kannst das jederzeit in den Einstellungen ändern.',
    termsRequired: 'Bitte stimme den Nutzungsbedingungen und der Datenschutzerklärung zu, um fortzufahren.',
    start: 'Jetzt lesen',
    failed: 'Deine Auswahl konnte nicht gespeichert werden. Bitte versuche es erneut.',
  },
} satisfies Messages['social'];

export default social;
