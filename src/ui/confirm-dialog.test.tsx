import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { ThemeRoot } from './theme-root';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Clear cache"
      message="Clear all cached images?"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
    { wrapper: ThemeRoot },
  );
  return { user: userEvent.setup(), onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows title and message with localized default buttons, focus on cancel', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Clear cache' })).toHaveTextContent('Clear all cached images?');
    expect(screen.getByRole('button', { name: t('common.cancel') })).toHaveFocus();
    expect(screen.getByRole('button', { name: t('common.confirm') })).toBeInTheDocument();
  });

  it('confirm calls onConfirm only', async () => {
    const { user, onConfirm, onCancel } = setup({ confirmLabel: 'Clear' });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancel, Escape and the close button all cancel', async () => {
    const { user, onConfirm, onCancel } = setup({ cancelLabel: 'Keep' });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: t('ui.close') }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
