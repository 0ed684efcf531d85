import type { PushSettings } from '../../../src/domain/profile';

/**
 * The push toggles an account starts with (no migration changes the columns' `false` defaults, so every place that
 * creates an account spreads these). What is about the reader's own account or was asked for by the reader is a
 * service message and on from the start: a gift received and a rental ending (the master switch), a wait-until-free
 * ticket ready again; the help desk's answer passes every toggle anyway (pushAllows). Otherwise a gift would wait
 * unseen until the reader found /setting/push. A new episode invites a purchase, so it counts as marketing and waits
 * for the reader's yes; so does the night: until the reader opts in, what happens in the night window is held until
 * it ends.
 */
export const NEW_ACCOUNT_PUSH = {
  isAgreePush: true,
  isAgreePushFreetime: true,
  isAgreePushContents: false,
  isAgreePushNight: false,
} as const satisfies PushSettings;
