import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { ModeToggle } from './mode-toggle';

describe('ModeToggle', () => {
  it('shows the chosen mode and records a new choice in the store', async () => {
    const { user, store } = renderWithProviders(<ModeToggle />);
    const scroll = screen.getByRole('button', { name: t('viewer.mode.SCROLL') });
    const paper = screen.getByRole('button', { name: t('viewer.mode.PAPER') });
    expect(screen.getByRole('group', { name: t('viewer.mode.label') })).toBeInTheDocument();
    expect(scroll).toHaveAttribute('aria-pressed', 'true');
    await user.click(paper);
    expect(store.getState().prefs.viewerMode).toBe('PAPER');
    expect(paper).toHaveAttribute('aria-pressed', 'true');
    expect(scroll).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows icons instead of words in the phone row, and keeps the words as the buttons names', () => {
    renderWithProviders(
      <>
        <div data-testid="desktop">
          <ModeToggle />
        </div>
        <div data-testid="phone" data-compact-tools="">
          <ModeToggle />
        </div>
      </>,
    );
    const label = (where: string) => within(screen.getByTestId(where)).getByText(t('viewer.mode.PAPER'));
    const icon = (where: string) =>
      within(screen.getByTestId(where))
        .getByRole('button', { name: t('viewer.mode.PAPER') })
        .querySelector('svg')!;
    // The phone row's words are there for assistive technology only (clipped); the icon is drawn instead.
    expect(getComputedStyle(label('phone')).position).toBe('absolute');
    expect(getComputedStyle(icon('phone')).display).toBe('block');
    expect(getComputedStyle(label('desktop')).position).not.toBe('absolute');
    expect(getComputedStyle(icon('desktop')).display).toBe('none');
  });
});
