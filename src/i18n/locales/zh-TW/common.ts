import type { Messages } from '../../messages';

const common = {
  appName: 'Webtoon',
  loading: 'Loading…',
  retry: 'Try again',
  back: 'Back',
  close: 'Close',
  confirm: 'OK',
  cancel: 'Cancel',
  toHome: 'Go to the home page',
  coins: { one: '{count} coin', other: '{count} coins' },
} satisfies Messages['common'];

export default common;
