import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './login-screen';

const base = { onSubmit: vi.fn(), onProvider: vi.fn(), providers: ['email'] as const };

describe('LoginScreen help links', () => {
  it('lets a guest reach the notices, the FAQ, the terms and the privacy policy', () => {
    renderWithProviders(
      <LoginScreen {...base} helpHrefs={{ notice: '/notice', faq: '/faq', terms: '/policy', privacy: '/privacy' }} />,
    );
    const help = within(screen.getByRole('navigation', { name: t('auth.legal.help') }));
    expect(help.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [t('auth.legal.notice'), '/notice'],
      [t('auth.legal.faq'), '/faq'],
      [t('auth.legal.terms'), '/policy'],
      [t('auth.legal.privacy'), '/privacy'],
    ]);
  });

  it('leaves out what the page does not offer (the German login has no notices)', () => {
    renderWithProviders(<LoginScreen {...base} helpHrefs={{ faq: '/faq', terms: '/policy', privacy: '/privacy' }} />);
    const help = within(screen.getByTestId('login-help-links'));
    expect(help.queryByRole('link', { name: t('auth.legal.notice') })).toBeNull();
    expect(help.getAllByRole('link')).toHaveLength(3);
  });
});
