import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventSummary } from '@/domain/events';
import { buildWallet } from '@/testing/coin-factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { READER_ID, renderScreen } from '@/testing/render-screen';
import { t } from '@/testing/texts';
import { messagesFor } from '@/i18n';
import { events } from '@/i18n/ns/events';
import { Component as EventPage } from './event.route';
import { Component as EventDetailPage } from './event-detail.route';

const texts = messagesFor({ events });
let backend: FakeBackend;
afterEach(() => backend.restore());

const checkIn: EventSummary = {
  id: 5,
  kind: 'CHECK_IN',
  audience: 'EVERYONE',
  title: 'Daily check-in',
  description: 'Once a day.',
  startsAt: Date.parse('2026-11-01T00:00:00Z'),
  endsAt: Date.parse('2027-01-01T00:00:00Z'),
  phase: 'RUNNING',
  steps: [{ step: 1, requirement: 1, rewards: [{ type: 'FREE_COIN', amount: 5, validDays: 30 }] }],
};

describe('/event', () => {
  it('still confirms the sign-up mail’s link, and lists the events leading to their detail', async () => {
    backend = fakeBackend({
      'POST /front/user/mail/auth/confirm': () => ({ data: { coins: 10, wallet: buildWallet({ FREE_COIN: 10 }) } }),
      'GET /event': () => ({ data: { items: [checkIn] } }),
      'GET /event/5': () => ({ data: { ...checkIn, titles: [], progress: null } }),
    });
    renderScreen(<EventPage />, {
      path: '/event',
      route: `/event?mailAuth=mail-token-0123456789&userId=${READER_ID}`,
    });
    expect(await screen.findByText(t('rewards.event.done', { coins: 10 }))).toBeInTheDocument();
    expect(backend.calls('POST /front/user/mail/auth/confirm')[0]?.body).toEqual({
      token: 'mail-token-0123456789',
      userId: READER_ID,
    });
    const link = await screen.findByRole('link', { name: /Daily check-in/ });
    expect(link).toHaveAttribute('href', '/event/5');
    // Named by what it shows, word by word (WCAG 2.5.3): the two badges are two words, not one run together.
    const badges = `${texts.t('events.phase.RUNNING')} ${texts.t('events.audience.EVERYONE')} Daily check-in`;
    expect(link).toHaveAccessibleName(expect.stringContaining(badges));
    // …and its text reads the same, word for word (axe compares the two; a run-together "EveryoneDaily" failed it).
    expect(link).toHaveAccessibleName(link.textContent?.replace(/\s+/g, ' ').trim());
  });

  it('the detail page asks a guest to log in', async () => {
    backend = fakeBackend({ 'GET /event/5': () => ({ data: { ...checkIn, titles: [], progress: null } }) });
    const { user, router } = renderScreen(<EventDetailPage />, {
      path: '/event/:id',
      route: '/event/5',
      signedIn: false,
    });
    expect(await screen.findByRole('heading', { name: 'Daily check-in', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(texts.t('events.detail.guest'))).toBeInTheDocument();
    // The session's login move, coming back to this event afterwards.
    await user.click(screen.getByRole('button', { name: texts.t('events.detail.login') }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toContain(encodeURIComponent('/event/5'));
  });
});
