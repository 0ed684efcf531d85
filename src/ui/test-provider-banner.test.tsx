import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviderBanner } from './test-provider-banner';
import { ThemeRoot } from './theme-root';

describe('TestProviderBanner', () => {
  it('is a note with its badge and notice, under the test id it is given', () => {
    render(<TestProviderBanner badge="TEST" notice="No real money moves here." data-testid="test-provider" />, {
      wrapper: ThemeRoot,
    });
    const note = screen.getByRole('note');
    expect(note).toBe(screen.getByTestId('test-provider'));
    expect(note).toHaveTextContent('TEST');
    expect(note).toHaveTextContent('No real money moves here.');
  });
});
