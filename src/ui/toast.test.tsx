import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n';
import { ThemeRoot } from './theme-root';
import { ToastProvider, useToast, type ToastTone } from './toast';

function Trigger({ message, tone }: { message: string; tone?: ToastTone }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, { tone })}>
      {message}
    </button>
  );
}

// Testing Library's async helpers wait on real timers; with fake timers the clicks are fired synchronously.
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function setup() {
  render(
    <ThemeRoot>
      <ToastProvider>
        <Trigger message="Saved" tone="success" />
        <Trigger message="Copied" />
        <Trigger message="No connection" tone="error" />
      </ToastProvider>
    </ThemeRoot>,
  );
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message in the polite status region and closes it after 3 s', async () => {
    setup();
    click('Saved');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows one toast at a time: a new message replaces the old and gets its own 3 s', async () => {
    setup();
    click('Saved');
    act(() => vi.advanceTimersByTime(2000));
    click('Copied');
    expect(screen.getAllByRole('button', { name: t('ui.dismiss') })).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).not.toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('button', { name: t('ui.dismiss') })).toBeNull();
  });

  it('announces errors as an alert and replaces a polite toast', async () => {
    setup();
    click('Copied');
    click('No connection');
    expect(screen.getByRole('alert')).toHaveTextContent('No connection');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('can be dismissed before it closes itself', async () => {
    setup();
    click('Saved');
    click(t('ui.dismiss'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('useToast outside a provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger message="x" />)).toThrow(/ToastProvider/);
  });
});
