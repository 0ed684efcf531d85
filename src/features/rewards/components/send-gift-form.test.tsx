import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentDetail } from '@/domain/catalog';
import { t } from '@/testing/texts';
import { buildWallet } from '@/testing/coin-factories';
import { buildContentSummary } from '@/testing/factories';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { SendGiftForm } from './send-gift-form';

let backend: FakeBackend;
afterEach(() => backend.restore());

const image = { url: '/images/x.png', width: 100, height: 100 };
const locked = { kind: 'LOCKED' as const, rentPrice: 3, possessionPrice: 9 };
const title: ContentDetail = {
  ...buildContentSummary({ id: 7, name: 'Moonlit Harbour' }),
  description: '',
  tags: [],
  sale: { rentPrice: 3, possessionPrice: 9, rentalHours: 72, freeEpisodeCount: 1, waitFree: null },
  notices: [],
  isFavorite: false,
  episodes: [71, 72, 73].map((id, index) => ({
    id,
    number: index + 3,
    name: `Chapter ${index + 3}`,
    publishedAt: 0,
    thumbnail: image,
    state: locked,
  })),
};

function serve(send: () => FakeReply) {
  backend = fakeBackend({ 'GET /contents/7': () => ({ data: title }), 'POST /gift/send': send });
}

function renderForm(onSent = vi.fn()) {
  const view = renderScreen(<SendGiftForm contentId={7} episodeIds={[71, 72]} kind={1} onSent={onSent} />, {
    path: '/gift',
  });
  return { ...view, onSent };
}

describe('SendGiftForm', () => {
  it('says what is given and what it costs, and asks for the recipient first', async () => {
    serve(() => ({ data: {} }));
    const { user } = renderForm();
    expect(await screen.findByTestId('send-gift-what')).toHaveTextContent(
      t('rewards.send.what', { title: 'Moonlit Harbour', numbers: '3, 4', count: 2 }),
    );
    const submit = screen.getByRole('button', {
      name: t('rewards.send.submit', { price: t('common.coins', { count: 18 }) }),
    });
    await user.click(submit);
    expect(screen.getByText(t('rewards.send.targetRequired'))).toBeInTheDocument();
    expect(backend.calls('POST /gift/send')).toEqual([]);
  });

  it('sends to a user number with the message and an Idempotency-Key, then moves on', async () => {
    serve(() => ({ data: { giftId: 5, total: 18, wallet: buildWallet({ COIN: 482 }) } }));
    const { user, onSent } = renderForm();
    await user.click(await screen.findByRole('radio', { name: t('rewards.send.USER') }));
    await user.type(screen.getByLabelText(t('rewards.send.target')), ' 42 ');
    await user.type(screen.getByLabelText(t('rewards.send.message')), 'For you');
    await user.click(screen.getByRole('button', { name: /18/ }));
    expect(await screen.findByText(t('rewards.send.sent'))).toBeInTheDocument();
    const [request] = backend.calls('POST /gift/send');
    expect(request?.body).toEqual({
      targetType: 'USER',
      target: '42',
      contentId: 7,
      episodeIds: [71, 72],
      kind: 1,
      message: 'For you',
    });
    expect(request?.headers.get('idempotency-key')).toBeTruthy();
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it.each(['NOT_FOUND_GIFT_TARGET', 'GIFT_TO_SELF'] as const)(
    'says under the recipient why the API refused it (%s), keeping what was typed',
    async (code) => {
      serve(() => ({ code, status: 400 }));
      const { user, onSent } = renderForm();
      const field = await screen.findByLabelText(t('rewards.send.target'));
      await user.type(field, 'nobody@example.com');
      await user.type(screen.getByLabelText(t('rewards.send.message')), 'Enjoy');
      await user.click(screen.getByRole('button', { name: /18/ }));
      expect(await screen.findByText(t(`errors.${code}`))).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(expect.stringContaining(t(`errors.${code}`)));
      expect(field).toHaveFocus();
      expect(field).toHaveValue('nobody@example.com');
      expect(screen.getByLabelText(t('rewards.send.message'))).toHaveValue('Enjoy');
      expect(onSent).not.toHaveBeenCalled();
    },
  );

  it('says why the API refused, keeping the form', async () => {
    serve(() => ({ code: 'NOT_FOUND_GIFT_INFO', status: 400 }));
    const { user, onSent } = renderForm();
    await user.type(await screen.findByLabelText(t('rewards.send.target')), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: /18/ }));
    expect(await screen.findByText(t('errors.NOT_FOUND_GIFT_INFO'))).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText(t('rewards.send.target'))).toHaveValue('nobody@example.com');
  });
});
