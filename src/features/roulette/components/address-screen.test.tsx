import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouletteSpin } from '@/domain/roulette';
import { messagesFor } from '@/i18n';
import { errors } from '@/i18n/ns/errors';
import { roulette } from '@/i18n/ns/roulette';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { spinOf } from '../testing';
import { AddressScreen } from './address-screen';

const { t } = messagesFor({ roulette, errors });
let backend: FakeBackend;
afterEach(() => backend.restore());

/** `spin` may be a function: the prize as the API holds it at each call. */
function renderForm(spin: RouletteSpin | (() => RouletteSpin), save: () => FakeReply) {
  const current = typeof spin === 'function' ? spin : () => spin;
  backend = fakeBackend({
    'GET /roulette/spins/503': () => ({ data: current() }),
    'PUT /roulette/spins/503/address': save,
  });
  const onSaved = vi.fn();
  const view = renderScreen(<AddressScreen spinId={503} spinsHref="/roulette/spins" onSaved={onSaved} />, {
    path: '/roulette/prize/:id',
    route: '/roulette/prize/503',
  });
  return { ...view, onSaved };
}

const field = (name: string) => screen.getByTestId(`address-${name}`);

describe('AddressScreen', () => {
  it('marks the required fields, checks them like the API before sending, then saves', async () => {
    const { user, onSaved } = renderForm(spinOf(3), () => ({ data: spinOf(3) }));
    await screen.findByRole('form', { name: t('roulette.address.title') });
    expect(field('name')).toBeRequired();
    expect(field('address2')).not.toBeRequired();
    // One message per locale: Japanese marks it with full-width parentheses.
    expect(screen.getByLabelText(`${t('roulette.address.field.phone')}（必須）`)).toBe(field('phone'));
    await user.type(field('name'), '山田 花子');
    await user.type(field('zipCode'), '150-0001');
    await user.type(field('address1'), '渋谷区神宮前1-2-3');
    await user.type(field('phone'), '12-34');
    await user.click(screen.getByTestId('address-submit'));
    expect(await screen.findByText(t('roulette.address.check.required'))).toBeInTheDocument();
    expect(screen.getByText(t('roulette.address.check.phone'))).toBeInTheDocument();
    expect(field('city')).toHaveFocus();
    expect(backend.calls('PUT /roulette/spins/503/address')).toEqual([]);
    await user.type(field('city'), '東京都');
    await user.clear(field('phone'));
    await user.type(field('phone'), '090-1234-5678');
    await user.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(backend.calls('PUT /roulette/spins/503/address')[0]!.body).toEqual({
      name: '山田 花子',
      zipCode: '150-0001',
      city: '東京都',
      address1: '渋谷区神宮前1-2-3',
      address2: '',
      phone: '090-1234-5678',
    });
  });

  it("shows the API's refusal under the form in the reader's language", async () => {
    const address = { name: 'A', zipCode: '150-0001', city: 'B', address1: 'C', address2: '', phone: '090-1234-5678' };
    const waiting = spinOf(3, { delivery: { status: 'WAITING', address, shippedAt: null } });
    const { user, onSaved } = renderForm(waiting, () => ({ code: 'INVALID_ADDRESS', status: 400 }));
    expect(await screen.findByDisplayValue('090-1234-5678')).toBe(field('phone'));
    await user.click(screen.getByTestId('address-submit'));
    expect(await screen.findByTestId('address-error')).toHaveTextContent(t('errors.INVALID_ADDRESS'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('after ALREADY_SHIPPED_PRIZE asks the prize again: the shipped view replaces the stale form', async () => {
    const address = { name: 'A', zipCode: '150-0001', city: 'B', address1: 'C', address2: '', phone: '090-1234-5678' };
    let spin = spinOf(3, { delivery: { status: 'WAITING', address, shippedAt: null } });
    // Shipped by the operator while the form was open.
    const { user, onSaved } = renderForm(
      () => spin,
      () => {
        spin = spinOf(3, { delivery: { status: 'SHIPPED', address, shippedAt: Date.now() } });
        return { code: 'ALREADY_SHIPPED_PRIZE', status: 409 };
      },
    );
    await user.click(await screen.findByTestId('address-submit'));
    expect(await screen.findByTestId('address-shipped')).toHaveTextContent(t('roulette.address.shipped'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a shipped prize without a form', async () => {
    const address = { name: 'A', zipCode: '150-0001', city: 'B', address1: 'C', address2: '', phone: '090-1234-5678' };
    renderForm(spinOf(3, { delivery: { status: 'SHIPPED', address, shippedAt: Date.now() } }), () => ({ data: null }));
    expect(await screen.findByTestId('address-shipped')).toHaveTextContent(t('roulette.address.shipped'));
    expect(screen.queryByRole('form')).toBeNull();
  });
});
