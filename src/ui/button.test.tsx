import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ThemeRoot } from './theme-root';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
      { wrapper: ThemeRoot },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading keeps its label, says it is busy and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Log in
      </Button>,
      { wrapper: ThemeRoot },
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not leak its own props to the DOM', () => {
    render(
      <Button variant="danger" block>
        Delete
      </Button>,
      { wrapper: ThemeRoot },
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('block');
    expect(button).toHaveStyle({ width: '100%' });
  });
});
