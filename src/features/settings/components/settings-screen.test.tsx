import platform from '@platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgeCountsApi } from '@/api/badge-counts';
import { SESSION_EVENT_KEY } from '@/auth-client/auth-status-store';
import type { PushSettings } from '@/domain/profile';
import type { User } from '@/domain/user';
import { PLATFORM_IDS } from '@/domain/enums';
import { t } from '@/i18n/ns/settings';
import de from '@/i18n/locales/de';
import en from '@/i18n/locales/en';
import ja from '@/i18n/locales/ja';
import th from '@/i18n/locales/th';
import zhTW from '@/i18n/locales/zh-TW';
import { profileLoaded, selectUser, selectViewerMode, viewerModeChosen } from '@/session';
import { fakeBackend } from '@/testing/fake-backend';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { makeTestStore } from '@/testing/store';
import { platforms } from '../../../../platforms';
import type { SettingsActions } from '../actions';
import { SettingsScreen } from './settings-screen';

const dictionaries = { ja, th, 'zh-TW': zhTW, en, de } as const;

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The session calls (PUT /app/push, PUT /user MAIL) run against the reference API in the server tests and the
// Playwright flow; here each answers like the API, and a success reloads the user as they do.
function renderSettings(user: User = buildUser(), answer: () => boolean = () => true) {
  const coin = buildCoin();
  const store = makeTestStore({
    session: { status: 'authenticated', user, tokens: buildTokens() },
    coin: { balance: coin },
  });
  const reload = (change: Partial<User>) => {
    const current = selectUser(store.getState());
    if (current) store.dispatch(profileLoaded({ user: { ...current, ...change }, coin }));
  };
  const actions = {
    savePush: vi.fn<SettingsActions['savePush']>(async (settings: PushSettings) => {
      if (answer()) reload({ agreePush: settings });
      return answer();
    }),
    setMailAgreement: vi.fn<SettingsActions['setMailAgreement']>(async (isAgreeMail) => {
      reload({ isAgreeMail });
      return { ok: true, code: null };
    }),
    setAdTracking: vi.fn<SettingsActions['setAdTracking']>(async (isAgreeAdTracking) => {
      reload({ isAgreeAdTracking });
      return { ok: true, code: null };
    }),
    changeNickname: vi.fn<SettingsActions['changeNickname']>(async () => ({ ok: true, code: null })),
  };
  const view = renderWithProviders(<SettingsScreen backTo="/my" actions={actions} />, {
    route: '/setting/push',
    store,
  });
  return { ...view, actions };
}

const pushSwitch = (label: 'master' | 'contents' | 'freetime' | 'night') =>
  screen.getByRole('switch', { name: t(`settings.push.${label}`) });

describe('SettingsScreen', () => {
  it('sends every push toggle with the one flipped, and shows what the reloaded user says', async () => {
    const { actions } = renderSettings(
      buildUser({
        agreePush: {
          isAgreePush: true,
          isAgreePushContents: false,
          isAgreePushFreetime: true,
          isAgreePushNight: false,
        },
      }),
    );
    expect(pushSwitch('night')).not.toBeChecked();
    await userEvent.click(pushSwitch('night'));
    expect(actions.savePush).toHaveBeenCalledWith({
      isAgreePush: true,
      isAgreePushContents: false,
      isAgreePushFreetime: true,
      isAgreePushNight: true,
    });
    await waitFor(() => expect(pushSwitch('night')).toBeChecked());
    expect(pushSwitch('master')).toBeChecked();
    expect(pushSwitch('contents')).not.toBeChecked();
  });

  it('explains the night window in the platform’s time zone, named in words and not by its id', () => {
    renderSettings();
    const hint = screen.getByText((text) => text.includes('22:00') && text.includes('04:00'));
    const words = t(`settings.push.zones.${platform.id}`);
    expect(hint).toHaveTextContent(words);
    // "UTC" may be part of the words ("Coordinated Universal Time (UTC)"); the zone id must not stand anywhere else.
    expect(hint.textContent?.replace(words, '')).not.toContain(platform.timeZone);
  });

  it.each(Object.entries(dictionaries))('names every platform’s zone in words in %s', (_locale, messages) => {
    for (const id of PLATFORM_IDS) {
      const words = messages.settings.push.zones[id];
      expect(words.trim().length).toBeGreaterThan(0);
      expect(words).not.toContain('/');
      expect(words).not.toBe(platforms[id].timeZone);
    }
    expect(messages.settings.push.nightHint).toContain('{zone}');
  });

  it('says so when a toggle could not be saved, and the switch keeps its state', async () => {
    renderSettings(buildUser(), () => false);
    await userEvent.click(pushSwitch('master'));
    expect(await screen.findByText(t('settings.saveFailed'))).toBeInTheDocument();
    expect(pushSwitch('master')).not.toBeChecked();
  });

  it('changes the mail agreement through PUT /user MAIL', async () => {
    const { actions } = renderSettings(buildUser({ isAgreeMail: false }));
    await userEvent.click(screen.getByRole('switch', { name: t('settings.mail.label') }));
    expect(actions.setMailAgreement).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.getByTestId('switch-mail')).toBeChecked());
  });

  it('shows the ad-tracking consent off by default, with what it shares, and turns it on (PUT /user AD_TRACKING)', async () => {
    const { actions } = renderSettings(buildUser());
    const consent = screen.getByRole('switch', { name: t('settings.adTracking.label') });
    expect(consent).not.toBeChecked();
    expect(screen.getByText(t('settings.adTracking.hint'))).toBeInTheDocument();
    await userEvent.click(consent);
    expect(actions.setAdTracking).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.getByTestId('switch-ad-tracking')).toBeChecked());
  });
});

describe('clearing the cache', () => {
  it('asks first; then empties the cached answers, the preferences and web storage but keeps the session', async () => {
    const { store } = renderSettings();
    window.localStorage.setItem('persist:prefs', '{"viewerMode":"\\"PAPER\\""}');
    window.localStorage.setItem('webtoon.recent-searches', '["love"]');
    window.localStorage.setItem(SESSION_EVENT_KEY, '1');
    window.sessionStorage.setItem('scroll', '120');
    act(() => {
      store.dispatch(viewerModeChosen('PAPER'));
    });
    const backend = fakeBackend({ 'GET /gift/count': () => ({ data: { waiting: 2 } }) });
    await act(() => store.dispatch(badgeCountsApi.endpoints.giftCount.initiate('reader-7')).unwrap());
    backend.restore();

    await userEvent.click(screen.getByTestId('clear-cache'));
    const dialog = await screen.findByRole('dialog', { name: t('settings.cache.confirmTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: /cancel|キャンセル|ยกเลิก|取消|abbrechen/i }));
    expect(window.localStorage.getItem('webtoon.recent-searches')).not.toBeNull();

    await userEvent.click(screen.getByTestId('clear-cache'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t('settings.cache.confirm') }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('clear-cache-report')).toHaveTextContent(
        t('settings.cache.done', { responses: 1, stored: 3, caches: 0 }),
      ),
    );
    expect(window.localStorage.getItem('webtoon.recent-searches')).toBeNull();
    expect(window.localStorage.getItem(SESSION_EVENT_KEY)).toBe('1');
    expect(window.sessionStorage.length).toBe(0);
    expect(selectViewerMode(store.getState())).toBe('SCROLL');
    expect(Object.keys(store.getState().api?.queries ?? {})).toEqual([]);
    expect(store.getState().session.status).toBe('authenticated');
    expect(selectUser(store.getState())).not.toBeNull();
  });
});
