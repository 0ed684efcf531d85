import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import social from '@locale/social';
import { ThemeRoot } from '@/ui';
import { LoginNewUserScreen } from './welcome-screen';

function renderWelcome(save: (isAgreeMail: boolean) => Promise<unknown>, onDone = vi.fn()) {
  render(
    <ThemeRoot>
      <MemoryRouter>
        <LoginNewUserScreen termsHref="/policy" privacyHref="/privacy" onDone={onDone} save={save} />
      </MemoryRouter>
    </ThemeRoot>,
  );
  return onDone;
}

describe('LoginNewUserScreen (welcome and consent)', () => {
  it('asks for the terms before anything is saved', async () => {
    const save = vi.fn(async () => undefined);
    const onDone = renderWelcome(save);
    fireEvent.click(screen.getByTestId('welcome-start'));
    expect(await screen.findByRole('alert')).toHaveTextContent(social.welcome.termsRequired);
    expect(save).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves the mail agreement as chosen, then goes on', async () => {
    const save = vi.fn(async () => undefined);
    const onDone = renderWelcome(save);
    fireEvent.click(screen.getByTestId('welcome-terms'));
    fireEvent.click(screen.getByTestId('welcome-mail'));
    fireEvent.click(screen.getByTestId('welcome-start'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith(true);
  });

  it('opens the terms and the privacy policy in a new tab, keeping the ticks', () => {
    renderWelcome(async () => undefined);
    fireEvent.click(screen.getByTestId('welcome-terms'));
    expect(screen.getByTestId('legal-terms-link')).toHaveAttribute('href', '/policy');
    expect(screen.getByTestId('legal-privacy-link')).toHaveAttribute('href', '/privacy');
    expect(screen.getByTestId('legal-terms-link')).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('welcome-terms')).toBeChecked();
  });

  it('says so when the consent cannot be saved, and stays', async () => {
    const onDone = renderWelcome(async () => Promise.reject(new Error('offline')));
    fireEvent.click(screen.getByTestId('welcome-terms'));
    fireEvent.click(screen.getByTestId('welcome-start'));
    expect(await screen.findByRole('alert')).toHaveTextContent(social.welcome.failed);
    expect(onDone).not.toHaveBeenCalled();
  });
});
