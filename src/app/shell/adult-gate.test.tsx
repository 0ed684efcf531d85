import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api';
import { t } from '@/testing/texts';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { platforms } from '../../../platforms';
import type { PlatformConfig } from '../../../platforms/types';
import { AdultGate } from './adult-gate';

/** A screen whose call the API refused, handled as the route modules do. */
function Screen({ code }: { code: string }) {
  const handle = useApiErrorHandler();
  return (
    <button type="button" onClick={() => handle(new ApiError(code, 403))}>
      open title
    </button>
  );
}

function renderGate(platform?: PlatformConfig, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(
    <>
      <AdultGate platform={platform} />
      <Screen code="ADULT_ONLY_CONTENTS" />
    </>,
    { route: '/detail/7', ...options },
  );
  const open = () => view.user.click(screen.getByRole('button', { name: 'open title' }));
  return { ...view, open };
}

describe('AdultGate', () => {
  it('turns ADULT_ONLY_CONTENTS into the adult confirmation alone: one dialog, no message before it', async () => {
    const { open } = renderGate(platforms.thai);
    await open();
    const popup = await screen.findByTestId('adult-popup-guestLogin');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: t('adult.title') })).toContainElement(popup);
    expect(document.body).not.toHaveTextContent(t('errors.ADULT_ONLY_CONTENTS'));
  });

  it('"no" closes it, and the next refusal opens it again', async () => {
    const { open, user } = renderGate(platforms.thai);
    await open();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('adult.no') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    expect(await screen.findByTestId('adult-popup-guestLogin')).toBeInTheDocument();
  });

  it('uses the bundle’s platform by default (japan in tests: the guest cookie path)', async () => {
    const { open } = renderGate();
    await open();
    expect(await screen.findByTestId('adult-popup-guestCookie')).toBeInTheDocument();
  });

  it('follows the signed-in reader: an adult with adult content off is offered to switch it on', async () => {
    const { open } = renderGate(platforms.japan, {
      preloadedState: {
        session: {
          status: 'authenticated',
          user: buildUser({ isAdult: true, showAdult: false }),
          tokens: buildTokens(),
        },
        coin: { balance: buildCoin() },
      },
    });
    await open();
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: t('adult.title') })).toHaveTextContent(t('adult.enable.message')),
    );
  });

  it('leaves other codes to the error handler', async () => {
    const view = renderWithProviders(
      <>
        <AdultGate platform={platforms.thai} />
        <Screen code="NOT_LOGIN_USER" />
      </>,
      { route: '/detail/7' },
    );
    await view.user.click(screen.getByRole('button', { name: 'open title' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(t('errors.NOT_LOGIN_USER'));
    expect(screen.queryByTestId(/^adult-popup-/)).toBeNull();
  });
});
