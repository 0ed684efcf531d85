import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@/domain/constants';
import type { User } from '@/domain/user';
import { t } from '@/testing/texts';
import { getCookie, removeCookie } from '@/lib/cookies';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { platforms } from '../../../../platforms';
import { calendarDateIn } from '../birth-date';
import type { AdultPlatform } from '../popup-mode';
import { AdultPopup } from './adult-popup';
import type { AdultActions } from './use-adult-actions';

// The session calls behind the popup (verifyAdult, setAdultContentShown) are tested against the reference API in
// src/session/adult-thunks.test.ts; here they are recorded, and answer what the API would.
let reloads = 0;
let restore: () => void = () => undefined;
beforeEach(() => {
  reloads = 0;
  restore = configureSessionRuntime({ reload: () => (reloads += 1) });
  removeCookie(COOKIES.guestAdult.name);
});
afterEach(() => restore());

function recordedActions(outcome: { ok: boolean; code: string | null } = { ok: true, code: null }) {
  return {
    verify: vi.fn<AdultActions['verify']>(async () => outcome),
    enableAdultContent: vi.fn<AdultActions['enableAdultContent']>(async () => outcome.ok),
    startKrVerification: vi.fn<AdultActions['startKrVerification']>(async () => outcome),
  };
}

/** The popup over a page, for a guest (no user) or a signed-in reader. */
function renderPopup(platform: AdultPlatform, user: User | null = null, actions = recordedActions()) {
  const onClose = vi.fn();
  const view = renderWithProviders(<AdultPopup open onClose={onClose} platform={platform} actions={actions} />, {
    route: '/detail/7?tab=1',
    ...(user
      ? {
          preloadedState: {
            session: { status: 'authenticated', user, tokens: buildTokens() },
            coin: { balance: buildCoin() },
          },
        }
      : {}),
  });
  return { ...view, onClose, actions, dialog: () => screen.getByRole('dialog', { name: t('adult.title') }) };
}

const notAdult = () => buildUser({ isAdult: false, birthedAt: null, showAdult: false });

/** A date of birth `years` before today in Bangkok, `dayOffset` days later (29 February counts as the 28th). */
function bangkokBirthday(years: number, dayOffset = 0) {
  const [y, m, d] = calendarDateIn('Asia/Bangkok', Date.now()).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, m === 2 && d === 29 ? 28 : d));
  date.setUTCDate(date.getUTCDate() + dayOffset);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const iso = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

async function pickBirthday(view: ReturnType<typeof renderPopup>, date: { year: number; month: number; day: number }) {
  await view.user.selectOptions(screen.getByLabelText(t('adult.birthday.year')), String(date.year));
  await view.user.selectOptions(screen.getByLabelText(t('adult.birthday.month')), String(date.month));
  await view.user.selectOptions(screen.getByLabelText(t('adult.birthday.day')), String(date.day));
}

const confirmBirthday = (view: ReturnType<typeof renderPopup>) =>
  view.user.click(screen.getByRole('button', { name: t('adult.birthday.confirm') }));

describe('AdultPopup, guests', () => {
  it('japan: a 275 px modal; "yes" sets the adult cookie Y and reloads the page', async () => {
    const view = renderPopup(platforms.japan);
    expect(view.dialog()).toHaveStyle({ maxWidth: '275px' });
    expect(view.dialog()).toHaveTextContent(t('adult.guestCookie.message', { age: 18 }));
    await view.user.click(screen.getByRole('button', { name: t('adult.guestCookie.confirm', { age: 18 }) }));
    expect(getCookie(COOKIES.guestAdult.name)).toBe('Y');
    expect(reloads).toBe(1);
  });

  it('japan: "no" and Escape close it without the cookie; focus starts on "no"', async () => {
    const view = renderPopup(platforms.japan);
    const no = within(view.dialog()).getByRole('button', { name: t('adult.no') });
    expect(no).toHaveFocus();
    await view.user.click(no);
    await view.user.keyboard('{Escape}');
    expect(view.onClose).toHaveBeenCalledTimes(2);
    expect(getCookie(COOKIES.guestAdult.name)).toBeNull();
    expect(reloads).toBe(0);
  });

  it.each(['thai', 'taiwan', 'me'] as const)(
    '%s: "log in" goes to login with this page as the callback',
    async (id) => {
      const view = renderPopup(platforms[id]);
      expect(view.dialog()).toHaveTextContent(t('adult.guestLogin.message', { age: 18 }));
      await view.user.click(screen.getByRole('button', { name: t('adult.guestLogin.confirm') }));
      await waitFor(() =>
        expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe(
          `/user/login?callback=${encodeURIComponent('/detail/7?tab=1')}`,
        ),
      );
      expect(view.onClose).toHaveBeenCalled();
      expect(getCookie(COOKIES.guestAdult.name)).toBeNull();
    },
  );
});

describe('AdultPopup, birthday mode (thai)', () => {
  it('offers the last 100 years, the months and the days of the picked month', async () => {
    const view = renderPopup(platforms.thai, notAdult());
    const years = within(screen.getByLabelText(t('adult.birthday.year'))).getAllByRole('option');
    expect(years).toHaveLength(101);
    const thisYear = Number(calendarDateIn('Asia/Bangkok', Date.now()).slice(0, 4));
    expect(years[1]).toHaveValue(String(thisYear));
    expect(years[100]).toHaveValue(String(thisYear - 99));
    expect(within(screen.getByLabelText(t('adult.birthday.month'))).getAllByRole('option')).toHaveLength(13);
    expect(screen.getByLabelText(t('adult.birthday.year'))).toHaveFocus();
    await pickBirthday(view, { year: 2001, month: 1, day: 31 });
    await view.user.selectOptions(screen.getByLabelText(t('adult.birthday.month')), '2');
    expect(screen.getByLabelText(t('adult.birthday.day'))).toHaveValue('28');
    expect(within(screen.getByLabelText(t('adult.birthday.day'))).getAllByRole('option')).toHaveLength(29);
  });

  it('starts from the stored birth date', () => {
    renderPopup(platforms.thai, buildUser({ isAdult: false, birthedAt: '2001-03-04' }));
    expect(screen.getByLabelText(t('adult.birthday.year'))).toHaveValue('2001');
    expect(screen.getByLabelText(t('adult.birthday.month'))).toHaveValue('3');
    expect(screen.getByLabelText(t('adult.birthday.day'))).toHaveValue('4');
  });

  it('refuses a reader whose 18th birthday is tomorrow, without asking the API', async () => {
    const view = renderPopup(platforms.thai, notAdult());
    await pickBirthday(view, bangkokBirthday(18, 1));
    await confirmBirthday(view);
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(t('adult.birthday.invalid'));
    expect(screen.getByLabelText(t('adult.birthday.day'))).toHaveAttribute('aria-invalid', 'true');
    expect(view.actions.verify).not.toHaveBeenCalled();
    expect(reloads).toBe(0);
  });

  it('asks for a complete date', async () => {
    const view = renderPopup(platforms.thai, notAdult());
    await view.user.selectOptions(screen.getByLabelText(t('adult.birthday.year')), '1990');
    await confirmBirthday(view);
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(t('adult.birthday.invalid'));
    expect(view.actions.verify).not.toHaveBeenCalled();
  });

  it('verifies a reader who turns 18 today with that date, then reloads the page', async () => {
    const view = renderPopup(platforms.thai, notAdult());
    const birthday = bangkokBirthday(18);
    await pickBirthday(view, birthday);
    await confirmBirthday(view);
    await waitFor(() => expect(reloads).toBe(1));
    expect(view.actions.verify).toHaveBeenCalledExactlyOnceWith(iso(birthday));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  });

  it.each([
    ['INVALID_PARAMETER', () => t('adult.birthday.invalid')],
    ['NETWORK_ERROR', () => t('errors.NETWORK_ERROR')],
  ])('shows the API’s refusal %s and stays open', async (code, message) => {
    const view = renderPopup(platforms.thai, notAdult(), recordedActions({ ok: false, code }));
    await pickBirthday(view, bangkokBirthday(30));
    await confirmBirthday(view);
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(message());
    expect(reloads).toBe(0);
    expect(screen.getByRole('button', { name: t('adult.birthday.confirm') })).toBeEnabled();
  });
});

describe('AdultPopup, signed-in readers elsewhere', () => {
  it('japan: "yes" verifies with the stored date (none here), then reloads', async () => {
    const view = renderPopup(platforms.japan, notAdult());
    await view.user.click(screen.getByRole('button', { name: t('adult.confirm.confirm', { age: 18 }) }));
    await waitFor(() => expect(reloads).toBe(1));
    expect(view.actions.verify).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('japan: a stored adult date is sent along; one under the limit is refused on the spot', async () => {
    const adultDate = renderPopup(platforms.japan, buildUser({ isAdult: false, birthedAt: '1990-01-01' }));
    await adultDate.user.click(screen.getByRole('button', { name: t('adult.confirm.confirm', { age: 18 }) }));
    await waitFor(() => expect(adultDate.actions.verify).toHaveBeenCalledExactlyOnceWith('1990-01-01'));
    adultDate.unmount();

    const minor = renderPopup(platforms.japan, buildUser({ isAdult: false, birthedAt: '2015-01-01' }));
    await minor.user.click(screen.getByRole('button', { name: t('adult.confirm.confirm', { age: 18 }) }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(t('adult.birthday.invalid'));
    expect(minor.actions.verify).not.toHaveBeenCalled();
  });

  it.each(['japan', 'thai', 'me'] as const)(
    '%s: an adult with adult content off switches it on, then the page reloads',
    async (id) => {
      const view = renderPopup(platforms[id], buildUser({ isAdult: true, birthedAt: '1990-01-01', showAdult: false }));
      expect(view.dialog()).toHaveTextContent(t('adult.enable.message'));
      await view.user.click(screen.getByRole('button', { name: t('adult.enable.confirm') }));
      await waitFor(() => expect(reloads).toBe(1));
      expect(view.actions.enableAdultContent).toHaveBeenCalledOnce();
    },
  );

  it('a switch that did not go through says so and the popup stays', async () => {
    const adult = buildUser({ isAdult: true, showAdult: false });
    const view = renderPopup(platforms.japan, adult, recordedActions({ ok: false, code: null }));
    await view.user.click(screen.getByRole('button', { name: t('adult.enable.confirm') }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(t('adult.failed'));
    expect(reloads).toBe(0);
  });

  it('me: a Korean-IP reader learns that Korean verification is needed, and may close (kr-auth-panel.test)', async () => {
    const view = renderPopup(platforms.me, buildUser({ isAdult: true, isKrIpUser: true, isAdultKr: false }));
    expect(view.dialog()).toHaveTextContent(t('adult.krAuth.message'));
    await view.user.click(screen.getByRole('button', { name: t('adult.no') }));
    expect(view.onClose).toHaveBeenCalledOnce();
    expect(view.actions.verify).not.toHaveBeenCalled();
    expect(view.actions.startKrVerification).not.toHaveBeenCalled();
  });
});
