import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import { BottomSheet } from './bottom-sheet';
import { ThemeRoot } from './theme-root';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        buy
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="Purchase">
        <button type="button">rent</button>
        <button type="button">buy for 3 coins</button>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  it('opens as a labelled modal dialog on the bottom-sheet layer (z-index 2000)', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: ThemeRoot });
    await user.click(screen.getByRole('button', { name: 'buy' }));
    const sheet = screen.getByRole('dialog', { name: 'Purchase' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet.parentElement).toHaveStyle({ zIndex: '2000' });
    expect(screen.getByRole('button', { name: 'rent' })).toHaveFocus();
  });

  it('traps focus, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: ThemeRoot });
    const opener = screen.getByRole('button', { name: 'buy' });
    await user.click(opener);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: t('ui.close') })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps the footer (the main action) outside the scrolling body', async () => {
    const user = userEvent.setup();
    function WithFooter() {
      const [open, setOpen] = useState(true);
      return (
        <BottomSheet
          open={open}
          onClose={() => setOpen(false)}
          title="Rent"
          footer={<button type="button">pay</button>}
        >
          <p>lines</p>
        </BottomSheet>
      );
    }
    render(<WithFooter />, { wrapper: ThemeRoot });
    const pay = screen.getByRole('button', { name: 'pay' });
    expect(pay.closest('[data-dialog-body]')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Rent' })).toContainElement(pay);
    // The footer is inside the focus trap: close, pay, and round again.
    const close = screen.getByRole('button', { name: t('ui.close') });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(pay).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });
});
