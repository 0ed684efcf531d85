import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n';
import { RetryAlert } from './retry-alert';
import { ThemeRoot } from './theme-root';

describe('RetryAlert', () => {
  it('announces what is not known and sends the write again on its button', async () => {
    const onRetry = vi.fn();
    render(<RetryAlert message="No answer came back for the payment." onRetry={onRetry} />, { wrapper: ThemeRoot });
    expect(screen.getByRole('alert')).toHaveTextContent('No answer came back for the payment.');
    await userEvent.setup().click(screen.getByRole('button', { name: t('ui.retry') }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
