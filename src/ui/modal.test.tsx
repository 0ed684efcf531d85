import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import { Modal } from './modal';
import { ThemeRoot } from './theme-root';

function Harness({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Adult check">
        <label>
          Name <input />
        </label>
        <button type="button">last</button>
        {nested && (
          <button type="button" onClick={() => setInner(true)}>
            open inner
          </button>
        )}
        <Modal open={inner} onClose={() => setInner(false)} title="Inner">
          <button type="button">inner action</button>
        </Modal>
      </Modal>
    </>
  );
}

function setup(nested = false) {
  const user = userEvent.setup();
  render(<Harness nested={nested} />, { wrapper: ThemeRoot });
  return user;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, in a portal, with focus on its first control', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Adult check' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const close = screen.getByRole('button', { name: t('ui.close') });
    const input = screen.getByRole('textbox', { name: 'Name' });
    const last = screen.getByRole('button', { name: 'last' });
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = setup();
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its labelled close button and on a backdrop click, not on a click inside', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: 'last' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('ui.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'open' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scrolling while open', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('with a dialog on top, Escape closes only the top one and focus goes back into the first', async () => {
    const user = setup(true);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const openInner = screen.getByRole('button', { name: 'open inner' });
    await user.click(openInner);
    expect(screen.getByRole('button', { name: 'inner action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Adult check' })).toBeInTheDocument();
    expect(openInner).toHaveFocus();
  });

  it('sits on the modal layer (z-index 3000)', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog').parentElement).toHaveStyle({ zIndex: '3000' });
  });
});
