import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { periodText } from '../event-text';
import { EventList } from './event-list';
import { buildEvent, NOW, t } from './event-testing';

let backend: FakeBackend;
afterEach(() => backend.restore());

const { progress: _p, titles: _t, ...running } = buildEvent();
const minors = { ...running, id: 6, title: 'Student check-in', audience: 'MINOR_ONLY' as const };
const ended = { ...running, id: 7, title: 'Spring check-in', phase: 'ENDED' as const, endsAt: NOW - 1000 };

describe('EventList', () => {
  it('lists running events, then ended ones, with period, audience and rewards, linking to each', async () => {
    backend = fakeBackend({ 'GET /event': () => ({ data: { items: [running, minors, ended] } }) });
    renderScreen(<EventList eventHref={(id) => `/event/${id}`} />, { path: '/event', signedIn: false });
    const now = await screen.findByRole('region', { name: t('events.list.running') });
    const links = within(now).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/event/5', '/event/6']);
    // Named by everything it shows, in the order shown (WCAG 2.5.3: the visible words are in the name): phase and
    // audience, title, period, rewards.
    expect(links[0]).toHaveAccessibleName(expect.stringContaining(`${running.title} ${periodText(running)}`));
    expect(links[0]).toHaveAccessibleName(expect.stringContaining(t('events.audience.EVERYONE')));
    expect(links[1]).toHaveAccessibleName(expect.stringContaining(t('events.audience.MINOR_ONLY')));
    // The rewards of every step, added up by kind, in one message (the locale's own punctuation).
    const rewards = [
      t('events.reward', { amount: '15', kind: t('events.rewardKind.FREE_COIN', { count: 15 }) }),
      t('events.reward', { amount: '1', kind: t('events.rewardKind.ROULETTE_TICKET', { count: 1 }) }),
    ].join(' · ');
    expect(links[0]).toHaveAccessibleName(expect.stringContaining(t('events.rewards', { rewards })));
    const past = screen.getByRole('region', { name: t('events.list.ended') });
    expect(within(past).getByRole('link', { name: /Spring check-in/ })).toHaveAttribute('href', '/event/7');
    expect(within(past).getByText(t('events.phase.ENDED'))).toBeInTheDocument();
  });

  it('says when there is no event, and offers a retry when the list fails', async () => {
    backend = fakeBackend({ 'GET /event': () => ({ code: 'UNKNOWN', status: 500 }) });
    const { user } = renderScreen(<EventList eventHref={(id) => `/event/${id}`} />, { path: '/event' });
    await user.click(await screen.findByRole('button', { name: t('events.retry') }));
    expect(backend.calls('GET /event').length).toBeGreaterThanOrEqual(2);
  });
});
