import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@/i18n';
import { errors } from '@/i18n/ns/errors';
import { roulette } from '@/i18n/ns/roulette';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { PRIZES, spinResult } from '../testing';
import { RouletteScreen } from './roulette-screen';

const { t } = messagesFor({ roulette, errors });
let backend: FakeBackend;
afterEach(() => {
  backend.restore();
  vi.unstubAllGlobals();
});

function serve(tickets: number, spin: () => FakeReply = () => ({ data: spinResult(3, tickets - 1) })) {
  backend = fakeBackend({
    'GET /roulette': () => ({ data: { prizes: PRIZES, tickets } }),
    'POST /roulette/spin': spin,
  });
}

const renderPage = (signedIn = true) =>
  renderScreen(
    <RouletteScreen eventsHref="/event" spinsHref="/roulette/spins" prizeHref={(id) => `/roulette/prize/${id}`} />,
    {
      path: '/roulette',
      signedIn,
    },
  );

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('RouletteScreen', () => {
  it('lists every prize with its probability in the locale format, and a total of 100 %', async () => {
    serve(2);
    renderPage();
    const rows = await screen.findAllByTestId('roulette-odds-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '無料コイン 560.00%',
      'もう1回33.33%',
      'ボーナス 206.47%',
      'サイン入り画集0.20%',
    ]);
    expect(screen.getByTestId('roulette-odds-total')).toHaveTextContent('100.00%');
    expect(screen.getByTestId('roulette-tickets')).toHaveTextContent(t('roulette.tickets', { count: 2 }));
    expect(screen.getByRole('link', { name: t('roulette.toSpins') })).toHaveAttribute('href', '/roulette/spins');
  });

  it('spins with an Idempotency-Key, turns the wheel onto the drawn prize and then announces it', async () => {
    serve(2);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: t('roulette.spin') }));
    const wheel = screen.getByTestId('roulette-wheel');
    await waitFor(() => expect(Number(wheel.dataset.rotation)).toBeGreaterThan(360));
    // Four equal segments: the fourth one's middle (315°) stands under the pointer.
    expect(Number(wheel.dataset.rotation) % 360).toBe(45);
    expect(wheel.style.transition).toContain('transform');
    expect(screen.getByTestId('roulette-result')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: t('roulette.spinning') })).toBeDisabled();
    fireEvent.transitionEnd(wheel);
    const result = screen.getByTestId('roulette-result');
    expect(result).toHaveAttribute('aria-live', 'polite');
    expect(result).toHaveTextContent(t('roulette.result.won', { prize: 'サイン入り画集' }));
    expect(screen.getByTestId('roulette-result-address')).toHaveAttribute('href', '/roulette/prize/503');
    const [request] = backend.calls('POST /roulette/spin');
    expect(request!.headers.get('idempotency-key')).toMatch(/.{8,}/);
  });

  it('under reduced motion stands on the prize at once, without a turning animation', async () => {
    reduceMotion();
    serve(1, () => ({ data: spinResult(0, 0) }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: t('roulette.spin') }));
    expect(await screen.findByText(t('roulette.result.won', { prize: '無料コイン 5' }))).toBeInTheDocument();
    expect(screen.getByTestId('roulette-wheel').style.transition).toBe('none');
    expect(screen.queryByTestId('roulette-result-address')).toBeNull();
  });

  it('without tickets: no spin, and the way to events', async () => {
    serve(0);
    renderPage();
    expect(await screen.findByRole('button', { name: t('roulette.spin') })).toBeDisabled();
    expect(screen.getByTestId('roulette-no-tickets')).toHaveTextContent(t('roulette.noTickets'));
    expect(screen.getByRole('link', { name: t('roulette.toEvents') })).toHaveAttribute('href', '/event');
  });

  it('asks a guest to log in instead of spinning, and still shows the odds', async () => {
    serve(0);
    const { user } = renderPage(false);
    await screen.findAllByTestId('roulette-odds-row');
    // A guest has no tickets to count: "0 tickets left" would read as a fact about them.
    expect(screen.queryByTestId('roulette-tickets')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('roulette.login') }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(backend.calls('POST /roulette/spin')).toEqual([]);
  });

  it('a refused spin moves nothing, says why under the button and asks the tickets again', async () => {
    let tickets = 1;
    backend = fakeBackend({
      'GET /roulette': () => ({ data: { prizes: PRIZES, tickets } }),
      'POST /roulette/spin': () => {
        tickets = 0; // Spent in another tab meanwhile.
        return { code: 'NOT_EVENT_REMAIN_TICKET', status: 409 };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: t('roulette.spin') }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: t('roulette.spin') })).toHaveAccessibleDescription(
        t('errors.NOT_EVENT_REMAIN_TICKET'),
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('roulette-tickets')).toHaveTextContent(t('roulette.tickets', { count: 0 })),
    );
    expect(screen.getByRole('button', { name: t('roulette.spin') })).toBeDisabled();
    expect(Number(screen.getByTestId('roulette-wheel').dataset.rotation)).toBe(0);
    expect(screen.getByTestId('roulette-result')).toBeEmptyDOMElement();
  });
});
