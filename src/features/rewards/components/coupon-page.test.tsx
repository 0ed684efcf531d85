import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Coupon } from '@/domain/coins';
import { t } from '@/testing/texts';
import { selectCoin } from '@/session';
import { buildWallet } from '@/testing/coin-factories';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { amountText } from '../reward-text';
import { CouponPage } from './coupon-page';

let backend: FakeBackend;
afterEach(() => backend.restore());

const given: Coupon = {
  code: 'VIP200',
  name: 'VIP coupon',
  rewardKind: 'BONUS',
  amount: 200,
  rewardValidDays: 60,
  endsAt: Date.UTC(2027, 0, 1),
  status: 'AVAILABLE',
  usedAt: null,
};

function serve(list: Coupon[], register: (code: string) => FakeReply) {
  backend = fakeBackend({
    'GET /coupon': () => ({ data: list }),
    'POST /coupon/register': (request) => register((request.body as { code: string }).code),
    'GET /gift/count': () => ({ data: { waiting: 0 } }),
    'GET /coupon/count': () => ({ data: { available: 0 } }),
  });
}
const registered = (coupon: Coupon): FakeReply => ({
  data: { coupon: { ...coupon, status: 'USED', usedAt: Date.now() }, wallet: buildWallet({ COIN: 500, BONUS: 300 }) },
});
const renderPage = () => renderScreen(<CouponPage emptyText={t('pages.coupon.empty')} />, { path: '/coupon' });

describe('CouponPage', () => {
  it('asks for a code before sending anything', async () => {
    serve([], () => registered(given));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: t('rewards.coupon.register') }));
    expect(screen.getByText(t('rewards.coupon.codeRequired'))).toBeInTheDocument();
    expect(backend.calls('POST /coupon/register')).toEqual([]);
    expect(await screen.findByText(t('pages.coupon.empty'))).toBeInTheDocument();
  });

  it('registers a typed code with an Idempotency-Key and says what it gave', async () => {
    serve([], () =>
      registered({ ...given, code: 'WELCOME100', name: 'Welcome coupon', rewardKind: 'FREE_COIN', amount: 100 }),
    );
    const { user, store } = renderPage();
    await user.type(screen.getByLabelText(t('rewards.coupon.code')), ' welcome100 ');
    await user.click(screen.getByRole('button', { name: t('rewards.coupon.register') }));
    expect(
      await screen.findByText(
        t('rewards.coupon.registered', { name: 'Welcome coupon', reward: amountText(100, 'FREE_COIN') }),
      ),
    ).toBeInTheDocument();
    const [request] = backend.calls('POST /coupon/register');
    expect(request?.body).toEqual({ code: 'welcome100' });
    expect(request?.headers.get('idempotency-key')).toBeTruthy();
    expect(selectCoin(store.getState())).toMatchObject({ BONUS: 300 });
  });

  it('says why a code was refused', async () => {
    serve([], () => ({ code: 'EXPIRED_COUPON', status: 400 }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(t('rewards.coupon.code')), 'SPRING2025');
    await user.click(screen.getByRole('button', { name: t('rewards.coupon.register') }));
    expect(await screen.findByText(t('errors.EXPIRED_COUPON'))).toBeInTheDocument();
  });

  it('lists a given coupon with its reward and lets the reader register it in one tap', async () => {
    serve([given], () => registered(given));
    const { user } = renderPage();
    const item = await screen.findByTestId('coupon-VIP200');
    expect(item).toHaveTextContent(amountText(200, 'BONUS'));
    expect(item).toHaveTextContent(t('rewards.coupon.coinsValid', { count: 60 }));
    await user.click(screen.getByRole('button', { name: t('rewards.coupon.registerLabel', { name: 'VIP coupon' }) }));
    await screen.findByText(t('rewards.coupon.registered', { name: 'VIP coupon', reward: amountText(200, 'BONUS') }));
    expect(backend.calls('POST /coupon/register')[0]?.body).toEqual({ code: 'VIP200' });
  });
});
