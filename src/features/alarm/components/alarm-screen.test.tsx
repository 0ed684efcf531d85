import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationWire } from '@/domain/alarm';
import { t } from '@/i18n/ns/alarm';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { AlarmScreen } from './alarm-screen';

const NOW = Date.parse('2031-05-10T12:00:00+09:00');
let items: NotificationWire[];
let backend: FakeBackend;

const item = (id: number, kind: NotificationWire['kind'], extra: Partial<NotificationWire> = {}): NotificationWire => ({
  id,
  kind,
  content: { id: 40 + id, name: `Title ${id}` },
  episode: null,
  giftId: null,
  shownAt: NOW - id * 60_000,
  readAt: null,
  ...extra,
});

beforeEach(() => {
  items = [item(1, 'GIFT', { giftId: 9 }), item(2, 'NEW_EPISODE', { episode: { id: 77, number: 12 } })];
  const unread = () => items.filter((n) => n.readAt === null).length;
  backend = fakeBackend({
    'GET /alarm': () => ({ data: { items, page: 0, size: 20, hasNext: false, unread: unread() } }),
    'PUT /alarm/1/read': () => {
      items = items.map((n) => (n.id === 1 ? { ...n, readAt: NOW } : n));
      return { data: { unread: unread() } };
    },
    'PUT /alarm/read': () => {
      items = items.map((n) => ({ ...n, readAt: n.readAt ?? NOW }));
      return { data: { unread: 0 } };
    },
  });
});
afterEach(() => backend.restore());

const PUSH_ON = { isAgreePush: true, isAgreePushContents: false, isAgreePushFreetime: true, isAgreePushNight: false };

function renderAlarm(agreePush = PUSH_ON) {
  return renderWithProviders(
    <AlarmScreen
      backTo="/my"
      settingsHref="/setting/push"
      hrefOf={(n) => (n.kind === 'GIFT' ? '/gift' : `/detail/${n.content?.id}`)}
    />,
    {
      route: '/alarm',
      preloadedState: {
        session: { status: 'authenticated', user: buildUser({ id: 7, agreePush }), tokens: buildTokens() },
      },
    },
  );
}

describe('AlarmScreen', () => {
  it('lists each notification in words with a link to what it is about, newest first', async () => {
    renderAlarm();
    const rows = await screen.findAllByTestId('alarm-item');
    expect(rows[0]).toHaveTextContent(t('alarm.kind.GIFT_TITLE', { title: 'Title 1' }));
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/gift');
    expect(rows[1]).toHaveTextContent(t('alarm.kind.NEW_EPISODE', { title: 'Title 2', number: 12 }));
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/detail/42');
  });

  it('marks one read, then all; the list is asked again after each', async () => {
    renderAlarm();
    const [first] = await screen.findAllByTestId('alarm-item');
    await userEvent.click(within(first!).getByTestId('alarm-mark-read'));
    await waitFor(() => expect(screen.getAllByTestId('alarm-mark-read')).toHaveLength(1));
    await userEvent.click(screen.getByTestId('alarm-mark-all'));
    await waitFor(() => expect(screen.queryAllByTestId('alarm-mark-read')).toHaveLength(0));
    expect(screen.getByTestId('alarm-mark-all')).toBeDisabled();
    expect(backend.calls('GET /alarm')).toHaveLength(3);
  });

  it('says when there is nothing', async () => {
    items = [];
    renderAlarm();
    expect(await screen.findByText(t('alarm.empty'))).toBeInTheDocument();
    expect(screen.queryByTestId('alarm-push-off')).toBeNull();
  });

  it('tells a reader whose notifications are off why gifts are missing, and links to the settings', async () => {
    items = [];
    renderAlarm({ ...PUSH_ON, isAgreePush: false });
    expect(await screen.findByText(t('alarm.empty'))).toBeInTheDocument();
    const note = screen.getByTestId('alarm-push-off');
    expect(note).toHaveTextContent(t('alarm.pushOff'));
    expect(within(note).getByRole('link', { name: t('alarm.pushOffLink') })).toHaveAttribute('href', '/setting/push');
  });
});
