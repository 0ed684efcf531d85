/** The installed app and the connection (src/pwa): the offline banner, the update note, the web app manifest. */
const pwa = {
  offline: {
    banner:
      "You're offline. Pages you opened recently still work; anything that needs the server waits for the connection.",
  },
  updated: { note: 'The app was updated to its latest version.', dismiss: 'Dismiss' },
  // The web app manifest, written at build time (src/pwa/web-manifest.ts); the German variant installs as the transfer.
  manifest: {
    description: 'Read webtoons, and keep reading without a connection.',
    transferName: 'Webtoon account transfer',
    transferShortName: 'Transfer',
    transferDescription: 'Move your Webtoon account to our global service.',
  },
};

export default pwa;
