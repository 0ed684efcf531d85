import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '@/auth-client';
import { ThemeRoot } from '@/ui';
import { SocialLogins } from './social-logins';

/** The providers reply of Auth.js (GET {authBase}/providers), as the reference API answers it. */
function providersReply(ids: string[]): typeof fetch {
  return async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.endsWith('/providers')) return new Response('{}', { status: 404 });
    const body = Object.fromEntries(
      ids.map((id) => [id, { id, name: id, type: id === 'credentials' ? 'credentials' : 'oauth' }]),
    );
    return Response.json(body);
  };
}

function renderLogins() {
  return render(
    <ThemeRoot>
      <SocialLogins providers={['email', 'google', 'twitter', 'apple']} onSelect={async () => undefined} />
    </ThemeRoot>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  authClient.reset();
});

describe('SocialLogins', () => {
  it('shows only the providers that the platform lists and the sign-in service offers', async () => {
    authClient.configure({
      base: 'http://auth.test/api/auth',
      fetch: providersReply(['credentials', 'google', 'facebook']),
    });
    renderLogins();
    expect(await screen.findByTestId('login-google')).toBeInTheDocument();
    expect(screen.queryByTestId('login-twitter')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login-apple')).not.toBeInTheDocument();
    // facebook is offered by the service but not listed by this platform.
    expect(screen.queryByTestId('login-facebook')).not.toBeInTheDocument();
  });

  it('shows no social button when the service offers none or cannot be reached', async () => {
    authClient.configure({
      base: 'http://auth.test/api/auth',
      fetch: async () => new Response('oops', { status: 500 }),
    });
    const asked = vi.spyOn(authClient, 'getProviders');
    const { container } = renderLogins();
    expect(asked).toHaveBeenCalledTimes(1);
    // The screen's own answer: the buttons are decided once it is in.
    await act(() => asked.mock.results[0]!.value);
    expect(container.querySelector('[data-testid^="login-"]')).toBeNull();
  });
});
