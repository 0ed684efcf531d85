import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';
import { ThemeRoot } from './theme-root';
import { VisuallyHidden } from './visually-hidden';

describe('EmptyState', () => {
  it('shows title, description and action', () => {
    render(
      <EmptyState title="No gifts yet" description="Gifts you receive show here." action={<a href="/">Home</a>} />,
      {
        wrapper: ThemeRoot,
      },
    );
    expect(screen.getByRole('heading', { name: 'No gifts yet' })).toBeInTheDocument();
    expect(screen.getByText('Gifts you receive show here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<EmptyState title="Nothing here" />, { wrapper: ThemeRoot });
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading episodes" />, { wrapper: ThemeRoot });
    expect(screen.getByRole('status')).toHaveTextContent('Loading episodes');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text for screen readers while taking no space', () => {
    render(<VisuallyHidden>only for screen readers</VisuallyHidden>, { wrapper: ThemeRoot });
    expect(screen.getByText('only for screen readers')).toHaveStyle({
      position: 'absolute',
      width: '1px',
      height: '1px',
    });
  });
});
