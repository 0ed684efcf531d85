import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { AutoContinueToggle } from './auto-continue-toggle';

describe('AutoContinueToggle', () => {
  it('is a labelled switch, off at first, that records the choice in the store both ways', async () => {
    const { user, store } = renderWithProviders(<AutoContinueToggle />);
    const toggle = screen.getByRole('switch', { name: t('viewer.autoContinue.label') });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(store.getState().prefs.autoContinue).toBe(true);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(store.getState().prefs.autoContinue).toBe(false);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
