import { describe, expect, it } from 'vitest';
import { platforms } from '../../../platforms';
import { showBl } from './bl';

const contexts = {
  'guest on the web': { inApp: false, user: null },
  'guest in the app': { inApp: true, user: null },
  'user with BL on': { inApp: false, user: { isBlToggle: true } },
  'user with BL off': { inApp: false, user: { isBlToggle: false } },
  'user with BL on, in the app': { inApp: true, user: { isBlToggle: true } },
} as const;

// Spec §4 "BL display": only 'me' applies the rule: hidden in the app, shown to guests, else the user's toggle.
const onMe: Record<keyof typeof contexts, boolean> = {
  'guest on the web': true,
  'guest in the app': false,
  'user with BL on': true,
  'user with BL off': false,
  'user with BL on, in the app': false,
};

const table = Object.entries(platforms).flatMap(([id, config]) =>
  Object.entries(contexts).map(([name, ctx]) => [id, name as keyof typeof contexts, config, ctx] as const),
);

describe('showBl: every platform × context', () => {
  it.each(table)('%s, %s', (id, name, config, ctx) => {
    expect(showBl(config, ctx)).toBe(id === 'me' ? onMe[name] : true);
  });
});
