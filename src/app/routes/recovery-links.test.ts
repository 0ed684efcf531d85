import { describe, expect, it } from 'vitest';
import { platforms } from '../../../platforms';
import { isTransferWhitelisted } from '../guards';
import { recoveryLinks } from './recovery-links';

describe('recoveryLinks', () => {
  it('leads a German reader back to the transfer login, and offers no SMS reset the whitelist would refuse', () => {
    expect(recoveryLinks(platforms.de)).toEqual({ login: '/transfer/apply/login', bySms: undefined });
    expect(isTransferWhitelisted(recoveryLinks(platforms.de).login)).toBe(true);
  });

  it.each(['japan', 'thai', 'taiwan', 'me'] as const)(
    'leads a reader of %s to the login, and offers the SMS reset',
    (id) => {
      expect(recoveryLinks(platforms[id])).toEqual({ login: '/user/login', bySms: '/user/findPassword/sms' });
    },
  );
});
