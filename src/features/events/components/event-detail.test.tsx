import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventClaimResult, EventDetail } from '@/domain/events';
import { buildWallet } from '@/testing/coin-factories';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { EventDetailScreen } from './event-detail';
import { buildEvent, buildProgress, t } from './event-testing';

let backend: FakeBackend;
afterEach(() => backend.restore());

function serve(event: EventDetail, claim: () => FakeReply = () => ({ code: 'UNKNOWN', status: 500 })) {
  backend = fakeBackend({
    [`GET /event/${event.id}`]: () => ({ data: event }),
    [`POST /event/${event.id}/claim`]: claim,
  });
}

function show(id: number | null, signedIn = true, onLogin = vi.fn()) {
  return renderScreen(
    <EventDetailScreen
      id={id}
      listHref="/event"
      couponHref="/coupon"
      titleHref={(n) => `/detail/${n}`}
      signUpHref="/event"
      onLogin={onLogin}
    />,
    { path: '/event/:id', route: `/event/${id ?? 'abc'}`, signedIn },
  );
}

const claimed = (event: EventDetail, overrides: Partial<EventClaimResult> = {}): FakeReply => ({
  data: {
    eventId: event.id,
    step: 1,
    rewards: event.steps[0]!.rewards,
    couponCode: null,
    wallet: buildWallet({ FREE_COIN: 5 }),
    rouletteTickets: 1,
    progress: buildProgress({ claimedSteps: [1], checkedInToday: true }),
    ...overrides,
  },
});

describe('EventDetailScreen: check-in', () => {
  it('checks in with an Idempotency-Key, toasts the rewards and updates the wallet', async () => {
    const event = buildEvent();
    serve(event, () => claimed(event));
    const { user, store } = show(5);
    await user.click(await screen.findByRole('button', { name: t('events.checkIn.button') }));
    // One heading for the title: the page's h1.
    expect(screen.getAllByRole('heading', { name: event.title }).map((h) => h.tagName)).toEqual(['H1']);
    const rewards = `${t('events.reward', { amount: '5', kind: t('events.rewardKind.FREE_COIN', { count: 5 }) })} · ${t('events.reward', { amount: '1', kind: t('events.rewardKind.ROULETTE_TICKET', { count: 1 }) })}`;
    expect(await screen.findByText(t('events.claimed', { rewards }))).toBeInTheDocument();
    const [call] = backend.calls('POST /event/5/claim');
    expect(call?.body).toEqual({});
    expect(call?.headers.get('idempotency-key')).toBeTruthy();
    expect(store.getState().coin.balance?.FREE_COIN).toBe(5);
  });

  it('once checked in today, the button is disabled with the reason beside it', async () => {
    serve(buildEvent({ progress: buildProgress({ claimedSteps: [1], checkedInToday: true }) }));
    show(5);
    expect(await screen.findByTestId('check-in-day-1')).toHaveAttribute('data-done', 'true');
    const button = screen.getByRole('button', { name: t('events.checkIn.button') });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(t('events.checkIn.today'));
  });

  it('a stale page refused ALREADY_CHECKED_IN says so inline and shows today’s check-in', async () => {
    let event = buildEvent();
    backend = fakeBackend({
      'GET /event/5': () => ({ data: event }),
      'POST /event/5/claim': () => {
        event = { ...event, progress: buildProgress({ claimedSteps: [1], checkedInToday: true }) };
        return { code: 'ALREADY_CHECKED_IN', status: 409 };
      },
    });
    const { user } = show(5);
    await user.click(await screen.findByRole('button', { name: t('events.checkIn.button') }));
    expect(await screen.findByText(t('errors.ALREADY_CHECKED_IN'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('check-in-day-1')).toHaveAttribute('data-done', 'true'));
    expect(screen.getByRole('button', { name: t('events.checkIn.button') })).toBeDisabled();
  });

  it('shows UNAUTHORIZED_NON_ADULT inline on a minors-only event', async () => {
    const event = buildEvent({ audience: 'MINOR_ONLY' });
    serve(event, () => ({ code: 'UNAUTHORIZED_NON_ADULT', status: 403 }));
    const { user } = show(5);
    expect(await screen.findByText(t('events.audience.MINOR_ONLY'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('events.checkIn.button') }));
    expect(await screen.findByText(t('errors.UNAUTHORIZED_NON_ADULT'))).toBeInTheDocument();
  });
});

describe('EventDetailScreen: refusals that need more than a message', () => {
  it('opens the age confirmation for UNAUTHORIZED_ADULT, keeping the inline message', async () => {
    const event = buildEvent({ audience: 'ADULT_ONLY' });
    serve(event, () => ({ code: 'UNAUTHORIZED_ADULT', status: 403 }));
    const { user } = show(5);
    await user.click(await screen.findByRole('button', { name: t('events.checkIn.button') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t('errors.UNAUTHORIZED_ADULT'));
    // The page behind the dialog is hidden from the accessibility tree while it is open.
    const inline = within(screen.getByTestId('check-in')).getByRole('alert', { hidden: true });
    expect(inline).toHaveTextContent(t('errors.UNAUTHORIZED_ADULT'));
  });

  it('asks the event again after ALREADY_CLAIMED_EVENT: a coupon claimed in another tab shows its code', async () => {
    let event = buildEvent({ kind: 'COUPON', steps: [{ step: 1, requirement: 0, rewards: [] }] });
    backend = fakeBackend({
      'GET /event/5': () => ({ data: event }),
      'POST /event/5/claim': () => {
        event = { ...event, progress: buildProgress({ claimedSteps: [1], couponCode: 'OTHERTAB' }) };
        return { code: 'ALREADY_CLAIMED_EVENT', status: 409 };
      },
    });
    const { user } = show(5);
    await user.click(await screen.findByRole('button', { name: t('events.coupon.claim') }));
    expect(await screen.findByTestId('coupon-code')).toHaveTextContent('OTHERTAB');
    expect(screen.queryByRole('button', { name: t('events.coupon.claim') })).toBeNull();
    expect(screen.getByText(t('errors.ALREADY_CLAIMED_EVENT'))).toBeInTheDocument();
    expect(backend.calls('GET /event/5')).toHaveLength(2);
  });
});

describe('EventDetailScreen: mission and coupon', () => {
  it('shows the mission’s progress and claims a step by its number', async () => {
    const event = buildEvent({
      kind: 'MISSION',
      titles: [{ id: 3, name: 'Sea Story' }],
      steps: [
        { step: 1, requirement: 1, rewards: [{ type: 'FREE_COIN', amount: 10, validDays: 30 }] },
        { step: 2, requirement: 3, rewards: [{ type: 'BONUS', amount: 30, validDays: 30 }] },
      ],
      progress: buildProgress({ read: 2, claimedSteps: [1] }),
    });
    serve(event, () => ({ code: 'MISSION_NOT_COMPLETED', status: 409 }));
    const { user } = show(5);
    expect(await screen.findByRole('link', { name: 'Sea Story' })).toHaveAttribute('href', '/detail/3');
    const second = screen.getByTestId('mission-step-2');
    expect(second).toHaveTextContent(t('events.mission.progress', { read: 2, requirement: 3 }));
    expect(within(screen.getByTestId('mission-step-1')).queryByRole('button')).toBeNull();
    // Not reached yet: no claim, and how many episodes are still to read.
    const early = within(second).getByRole('button', { name: t('events.mission.claimLabel', { count: 3 }) });
    expect(early).toBeDisabled();
    expect(early).toHaveAccessibleDescription(t('events.mission.left', { count: 1 }));
    await user.click(early);
    expect(backend.calls('POST /event/5/claim')).toEqual([]);
  });

  it('claims a reached mission step by its number; a refusal shows inline', async () => {
    const event = buildEvent({
      kind: 'MISSION',
      steps: [{ step: 2, requirement: 3, rewards: [{ type: 'BONUS', amount: 30, validDays: 30 }] }],
      progress: buildProgress({ read: 3 }),
    });
    serve(event, () => ({ code: 'MISSION_NOT_COMPLETED', status: 409 }));
    const { user } = show(5);
    await user.click(await screen.findByRole('button', { name: t('events.mission.claimLabel', { count: 3 }) }));
    expect(await screen.findByText(t('errors.MISSION_NOT_COMPLETED'))).toBeInTheDocument();
    expect(backend.calls('POST /event/5/claim')[0]?.body).toEqual({ step: 2 });
  });

  it('claims the coupon, then shows its code and the way to the coupon page', async () => {
    const event = buildEvent({ kind: 'COUPON', steps: [{ step: 1, requirement: 0, rewards: [] }] });
    serve(event, () => claimed(event, { rewards: [], couponCode: 'EVENTGIFTJA' }));
    const { user } = show(5);
    await user.click(await screen.findByRole('button', { name: t('events.coupon.claim') }));
    expect(await screen.findByTestId('coupon-code')).toHaveTextContent('EVENTGIFTJA');
    expect(screen.getByRole('link', { name: t('events.coupon.register') })).toHaveAttribute('href', '/coupon');
  });
});

describe('EventDetailScreen: guests and missing events', () => {
  it('asks a guest to log in', async () => {
    serve(buildEvent({ progress: null }));
    const onLogin = vi.fn();
    const { user } = show(5, false, onLogin);
    await user.click(await screen.findByRole('button', { name: t('events.detail.login') }));
    expect(onLogin).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: t('events.checkIn.button') })).toBeNull();
  });

  it('asks a guest to log in for a members-only event (UNAUTHORIZED_USER)', async () => {
    backend = fakeBackend({ 'GET /event/5': () => ({ code: 'UNAUTHORIZED_USER', status: 401 }) });
    show(5, false);
    expect(await screen.findByText(t('events.detail.guest'))).toBeInTheDocument();
  });

  it('says an unknown event does not exist, and asks nothing for an address without an id', async () => {
    backend = fakeBackend({ 'GET /event/9': () => ({ code: 'NOT_FOUND_EVENT', status: 404 }) });
    show(9);
    expect(await screen.findByText(t('events.detail.notFound'))).toBeInTheDocument();
    backend.restore();
    backend = fakeBackend({});
    show(null);
    expect(await screen.findAllByText(t('events.detail.notFound'))).not.toHaveLength(0);
    expect(backend.requests).toEqual([]);
  });
});
