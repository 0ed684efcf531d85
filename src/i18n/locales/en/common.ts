import { plural } from '../../plural';

/** Words shared by many screens. */
const common = {
  appName: 'Webtoon',
  loading: 'Loading…',
  retry: 'Try again',
  back: 'Back',
  close: 'Close',
  confirm: 'OK',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  save: 'Save',
  next: 'Next',
  done: 'Done',
  required: 'Required',
  optional: 'Optional',
  toHome: 'Go to the home page',
  coins: plural({ one: '{count} coin', other: '{count} coins' }),
};

export default common;
