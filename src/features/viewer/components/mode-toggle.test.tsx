import { screen } from '@testing-library/react';
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
});
