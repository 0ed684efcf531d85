import { TERMS_EFFECTIVE_DATE, TERMS_VERSION } from '@/domain/legal';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/legal';
import { renderWithProviders } from '@/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';

function renderAt(route: string) {
  const { store } = makeStore();
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
  return renderWithProviders(routes, { route, store });
}

describe('/policy and /privacy', () => {
  it('/policy shows the terms with the version in force and its date in the platform format', async () => {
    renderAt('/policy');
    expect(await screen.findByRole('heading', { level: 1, name: t('legal.terms.title') })).toBeInTheDocument();
    const meta = screen.getByTestId('legal-version');
    expect(meta).toHaveTextContent(TERMS_VERSION);
    expect(meta).toHaveTextContent(formatDate(`${TERMS_EFFECTIVE_DATE}T12:00:00Z`));
    expect(screen.getByRole('link', { name: t('legal.askUs') })).toHaveAttribute('href', '/qna');
    expect(screen.getByRole('link', { name: t('legal.toPrivacy') })).toHaveAttribute('href', '/privacy');
  });

  it('/privacy shows the privacy policy, a guest included, with the way to the terms', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: t('legal.privacy.title') })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: new RegExp(t('legal.privacy.sections.cookies.heading')) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('legal.toTerms') })).toHaveAttribute('href', '/policy');
  });
});
