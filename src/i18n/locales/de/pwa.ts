import type { Messages } from '../../messages';

const pwa = {
  offline: {
    banner:
      'Du bist offline. Zuletzt geöffnete Seiten funktionieren weiter; alles, was den Server braucht, wartet auf die Verbindung.',
  },
  updated: { note: 'Die App wurde auf die neueste Version aktualisiert.', dismiss: 'Schließen' },
  // The web app manifest, written at build time (src/pwa/web-manifest.ts); the German variant installs as the transfer.
  manifest: {
    description: 'Webtoons lesen, auch ohne Verbindung weiterlesen.',
    transferName: 'Webtoon Kontoübertragung',
    transferShortName: 'Übertragung',
    transferDescription: 'Übertrage dein Webtoon-Konto in unseren globalen Dienst.',
  },
} satisfies Messages['pwa'];

export default pwa;
