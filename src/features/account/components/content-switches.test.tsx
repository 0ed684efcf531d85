import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/domain/user';
import { t } from '@/testing/texts';
import { profileLoaded, selectUser } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { makeTestStore } from '@/testing/store';
import { platforms } from '../../../../platforms';
import type { PlatformConfig } from '../../../../platforms/types';
import type { SwitchActions } from './content-switches';
import { MyPage } from './my-page';

// The session calls behind the switches (setAdultContentShown, setBlShown) are tested against the reference API in
// src/session/adult-thunks.test.ts; here each answers like the API, and a success reloads the user as they do.
function renderMy(
  platform: PlatformConfig,
  user: User,
  answer: (flag: 'adult' | 'BL') => Promise<boolean> = async () => true,
) {
  const coin = buildCoin();
  const store = makeTestStore({
    session: { status: 'authenticated', user, tokens: buildTokens() },
    coin: { balance: coin },
  });
  const reloadWith = async (flag: 'adult' | 'BL', change: Partial<User>) => {
    const ok = await answer(flag);
    const current = selectUser(store.getState());
    if (ok && current) store.dispatch(profileLoaded({ user: { ...current, ...change }, coin }));
    return ok;
  };
  const actions = {
    setAdultContent: vi.fn<SwitchActions['setAdultContent']>((shown) => reloadWith('adult', { showAdult: shown })),
    setBl: vi.fn<SwitchActions['setBl']>((shown) => reloadWith('BL', { isBlToggle: shown })),
  };
  const view = renderWithProviders(
    <MyPage
      user={user}
      coin={coin}
      links={[]}
      onLogout={async () => undefined}
      platform={platform}
      switchActions={actions}
    />,
    { route: '/my', store },
  );
  return { ...view, actions };
}

const adultSwitch = () => screen.queryByRole('switch', { name: t('adult.switches.adult') });
const blSwitch = () => screen.queryByRole('switch', { name: t('adult.switches.bl') });

describe('MyPage content switches: who sees which', () => {
  it.each([
    ['japan', 'an adult', true, false, { isAdult: true }],
    ['japan', 'a minor', false, false, { isAdult: false }],
    ['thai', 'an adult without birth date', false, false, { isAdult: true, birthedAt: null }],
    ['thai', 'an adult with birth date', true, false, { isAdult: true, birthedAt: '1990-01-01' }],
    ['me', 'a minor', false, true, { isAdult: false }],
    ['me', 'a Korean-IP adult without Korean verification', false, true, { isAdult: true, isKrIpUser: true }],
    ['me', 'an adult', true, true, { isAdult: true }],
    ['de', 'an adult', false, false, { isAdult: true }],
  ] as const)('%s, %s → adult switch %s, BL switch %s', (id, _who, adult, bl, flags) => {
    renderMy(platforms[id], buildUser(flags));
    expect(Boolean(adultSwitch())).toBe(adult);
    expect(Boolean(blSwitch())).toBe(bl);
    expect(Boolean(screen.queryByRole('heading', { name: t('adult.switches.heading') }))).toBe(adult || bl);
  });
});

describe('MyPage content switches: flipping', () => {
  it('sends the inverse of the adult flag and follows the reloaded user', async () => {
    const view = renderMy(platforms.japan, buildUser({ isAdult: true, showAdult: true }));
    expect(adultSwitch()).toBeChecked();
    await view.user.click(adultSwitch() as HTMLElement);
    expect(view.actions.setAdultContent).toHaveBeenCalledExactlyOnceWith(false);
    await waitFor(() => expect(adultSwitch()).not.toBeChecked());
    await view.user.click(adultSwitch() as HTMLElement);
    expect(view.actions.setAdultContent).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(adultSwitch()).toBeChecked());
  });

  it('shows the asked-for state while the call runs, and the old one again when it fails', async () => {
    let settle: (ok: boolean) => void = () => undefined;
    const pending = new Promise<boolean>((resolve) => (settle = resolve));
    const view = renderMy(platforms.me, buildUser({ isAdult: false, isBlToggle: false }), () => pending);
    await view.user.click(blSwitch() as HTMLElement);
    expect(view.actions.setBl).toHaveBeenCalledExactlyOnceWith(true);
    expect(blSwitch()).toBeChecked();
    expect(blSwitch()).toHaveAttribute('aria-busy', 'true');
    await view.user.click(blSwitch() as HTMLElement);
    expect(view.actions.setBl).toHaveBeenCalledOnce();
    settle(false);
    await waitFor(() => expect(blSwitch()).not.toBeChecked());
    expect(blSwitch()).not.toHaveAttribute('aria-busy');
    expect(selectUser(view.store.getState())).toMatchObject({ isBlToggle: false });
  });

  it('is operated from the keyboard', async () => {
    const view = renderMy(platforms.me, buildUser({ isAdult: false, isBlToggle: true }));
    (blSwitch() as HTMLElement).focus();
    await view.user.keyboard(' ');
    expect(view.actions.setBl).toHaveBeenCalledExactlyOnceWith(false);
    await waitFor(() => expect(blSwitch()).not.toBeChecked());
  });
});
