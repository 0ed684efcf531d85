/** Settings, profile and cache clearing (src/features/settings, issue 11). */
const settings = {
  title: 'Settings',
  saveFailed: 'This could not be saved. Please try again.',
  push: {
    heading: 'Push notifications',
    master: 'Notifications',
    masterHint: 'Gifts, rentals ending soon and everything below. Off: no notifications at all.',
    contents: 'New episodes',
    contentsHint: 'When a title in your favourites has a new episode.',
    freetime: 'Wait-until-free tickets',
    freetimeHint: 'When a wait-until-free ticket is ready again.',
    night: 'Night notifications',
    nightHint:
      'Between {from} and {to}, {zone}. When this is off, what happens at night waits in your notifications until {to}.',
    // The night window's zone in words, per platform (each bundle serves one): never a raw zone id.
    zones: {
      japan: 'Japan time',
      thai: 'Thailand time',
      taiwan: 'Taiwan time',
      me: 'Coordinated Universal Time (UTC)',
      de: 'German time',
    },
  },
  mail: {
    label: 'News by e-mail',
    hint: 'Events and offers sent to {email}.',
  },
  adTracking: {
    label: 'Share purchases and sign-ups with our advertising partner',
    hint: 'When this is on, your coin purchases and your sign-up are reported to our advertising partner (Meta) to measure our ads, with your account id only in hashed form. Off by default; you can turn it off at any time.',
  },
  cache: {
    heading: 'Cache',
    hint: 'Removes the pages and lists kept on this device and the stored preferences (viewer mode, recent searches). You stay signed in.',
    button: 'Clear cache',
    confirmTitle: 'Clear the cache?',
    confirmMessage:
      'Pages and lists are loaded again from the server, and your preferences on this device return to their defaults. You stay signed in.',
    confirm: 'Clear',
    done: 'Cache cleared: {responses} saved responses, {stored} stored preferences and {caches} browser caches removed. You are still signed in.',
  },
  profile: {
    heading: 'Your nickname',
    nickname: 'Nickname',
    nicknameHint: '1 to {max} characters.',
    save: 'Change nickname',
    saved: 'Your nickname was changed.',
    invalid: 'Enter a nickname of 1 to {max} characters.',
  },
  links: {
    heading: 'Settings',
    push: 'Notification settings',
    password: 'Change password',
    alarm: 'Notifications',
  },
};

export default settings;
