import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { TextField } from './text-field';
import { ThemeRoot } from './theme-root';

describe('TextField', () => {
  it('is labelled, takes input and describes itself with its hint', async () => {
    render(<TextField label="E-mail" type="email" hint="We never share it" />, { wrapper: ThemeRoot });
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.setup().type(input, 'a@b.example');
    expect(input).toHaveValue('a@b.example');
  });

  it('with an error is invalid and describes itself with hint and error', () => {
    render(<TextField label="Password" hint="8 to 20 characters" error="Too short" aria-describedby="extra" />, {
      wrapper: ThemeRoot,
    });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(input).toHaveAccessibleDescription(/8 to 20 characters.*Too short/);
  });

  it('keeps an id given by the caller', () => {
    render(<TextField label="Nickname" id="nickname" />, { wrapper: ThemeRoot });
    expect(screen.getByLabelText('Nickname')).toHaveAttribute('id', 'nickname');
  });
});

describe('Checkbox', () => {
  it('is labelled by its whole text and toggles from a click on the text', async () => {
    render(
      <Checkbox
        label={
          <>
            I agree to the <a href="/policy">terms</a>
          </>
        }
      />,
      { wrapper: ThemeRoot },
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await userEvent.setup().click(screen.getByText(/I agree/));
    expect(box).toBeChecked();
  });
});
