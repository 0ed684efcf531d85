import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { t } from '@/testing/texts';
import { platforms } from '../../../../platforms';
import { KR_RETURN_KEY, postToProvider } from '../kr-verification';
import { AdultPopup } from './adult-popup';
import { KrAdultReturn } from './kr-return';
import type { AdultActions } from './use-adult-actions';

type Outcome = { ok: boolean; code: string | null; reason?: string };
const koreanReader = buildUser({ isAdult: true, isKrIpUser: true, isAdultKr: false });
const signedIn = {
  preloadedState: {
    session: { status: 'authenticated' as const, user: koreanReader, tokens: buildTokens() },
    coin: { balance: buildCoin() },
  },
};

let assigned: string[] = [];
let restore: () => void = () => undefined;
beforeEach(() => {
  assigned = [];
  restore = configureSessionRuntime({ assign: (url) => void assigned.push(url) });
  sessionStorage.clear();
});
afterEach(() => restore());

function popup(outcome: Outcome) {
  const actions: AdultActions = {
    verify: vi.fn(async () => ({ ok: true, code: null })),
    enableAdultContent: vi.fn(async () => true),
    startKrVerification: vi.fn(async () => outcome),
  };
  const onClose = vi.fn();
  const view = renderWithProviders(<AdultPopup open onClose={onClose} platform={platforms.me} actions={actions} />, {
    route: '/detail/7?tab=1',
    ...signedIn,
  });
  return { ...view, actions, onClose };
}

const verifyButton = () => screen.getByRole('button', { name: t('krAdult.start') });

describe('the adult popup, Korean step (me)', () => {
  it('starts the verification from the page it is over, and waits while the browser leaves', async () => {
    const view = popup({ ok: true, code: null });
    expect(screen.getByTestId('adult-popup-krAuth')).toHaveTextContent(t('adult.krAuth.message'));
    await view.user.click(verifyButton());
    expect(view.actions.startKrVerification).toHaveBeenCalledWith('/detail/7?tab=1');
    expect(await screen.findByText(t('krAdult.starting'))).toBeVisible();
    expect(view.actions.verify).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a reader the API does not see in Korea',
      { code: 'INVALID_PARAMETER', reason: 'NOT_KOREAN_IP' },
      t('krAdult.refusal.NOT_KOREAN_IP'),
    ],
    ['no identity provider', { code: 'PAYMENT_UNAVAILABLE' }, t('krAdult.unavailable')],
    ['a network failure', { code: 'NETWORK_ERROR' }, t('krAdult.failed')],
  ])('says why it cannot start for %s, and stays', async (_case, refusal, message) => {
    const view = popup({ ok: false, ...refusal });
    await view.user.click(verifyButton());
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(message);
    expect(verifyButton()).toBeEnabled();
    expect(view.onClose).not.toHaveBeenCalled();
  });
});

describe('postToProvider', () => {
  it('keeps the return page and posts the fields to the action on the API host', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    postToProvider(
      {
        action: '/api/backend/nice/test-provider',
        method: 'POST',
        fields: { m: 'checkplusService', EncodeData: 'a.b.c' },
      },
      '/detail/7',
    );
    const form = document.body.querySelector('form');
    expect(form?.method).toBe('post');
    expect(form?.action).toBe(`${location.origin}/api/backend/nice/test-provider`);
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ m: 'checkplusService', EncodeData: 'a.b.c' });
    expect(submit).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(KR_RETURN_KEY)).toBe('/detail/7');
    form?.remove();
    submit.mockRestore();
  });
});

function returnScreen(hash: string, outcome: Outcome) {
  const verify = vi.fn(async () => outcome);
  const view = renderWithProviders(<KrAdultReturn ageLimit={18} homeHref="/" verify={verify} />, {
    route: `/adult/kr/return${hash}`,
    ...signedIn,
  });
  return { ...view, verify };
}

describe('KrAdultReturn', () => {
  it('takes the result once and goes back to the kept page, loaded anew', async () => {
    sessionStorage.setItem(KR_RETURN_KEY, '/detail/7');
    const view = returnScreen('#krResult=signed.result.token', { ok: true, code: null });
    expect(screen.getByText(t('krAdult.checking'))).toBeVisible();
    await waitFor(() => expect(assigned).toEqual(['/detail/7']));
    expect(view.verify).toHaveBeenCalledExactlyOnceWith('signed.result.token');
    expect(sessionStorage.getItem(KR_RETURN_KEY)).toBeNull();
  });

  it.each([
    ['a minor', { code: 'INVALID_PARAMETER', reason: 'UNDER_AGE' }, t('krAdult.refusal.UNDER_AGE', { age: 18 })],
    ['a replay', { code: 'INVALID_PARAMETER', reason: 'USED' }, t('krAdult.refusal.USED')],
    ['a forgery', { code: 'INVALID_PARAMETER', reason: 'FORGED' }, t('krAdult.refusal.FORGED')],
    ['an expired result', { code: 'TIMEOUT' }, t('krAdult.refusal.EXPIRED')],
  ])('says what went wrong for %s, with the way back', async (_case, refusal, message) => {
    sessionStorage.setItem(KR_RETURN_KEY, '/detail/7');
    returnScreen('#krResult=x', { ok: false, ...refusal });
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: t('krAdult.back') })).toHaveAttribute('href', '/detail/7');
    expect(assigned).toEqual([]);
  });

  it('a cancelled verification calls nothing and says so', async () => {
    const view = returnScreen('#krError=CANCELLED', { ok: true, code: null });
    expect(await screen.findByText(t('krAdult.refusal.CANCELLED'))).toBeVisible();
    expect(screen.getByRole('link', { name: t('krAdult.back') })).toHaveAttribute('href', '/');
    expect(view.verify).not.toHaveBeenCalled();
  });
});
