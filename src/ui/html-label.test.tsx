import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HtmlLabel } from './html-label';

const LABEL =
  'Season 2 is <span style="color: teal">here</span>.<br>' +
  '<a href="/detail/3">Read it</a> or see <a href="https://help.example/faq">the help</a>.' +
  '<img src=x onerror="window.__hit = true"><script>window.__hit = true</script>';

function renderLabel() {
  return renderWithProviders([
    { path: '/', element: <HtmlLabel html={LABEL} /> },
    { path: '/detail/:id', element: <p>detail page</p> },
  ]);
}

describe('HtmlLabel', () => {
  it('shows the allowed markup and nothing that runs', () => {
    const { container } = renderLabel();
    expect(screen.getByText('here')).toHaveStyle({ color: 'rgb(0, 128, 128)' });
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.querySelector('img, script')).toBeNull();
    expect((window as { __hit?: boolean }).__hit).toBeUndefined();
  });

  it('opens a link to this site inside the app, without loading the page', async () => {
    const { user, router } = renderLabel();
    await user.click(screen.getByRole('link', { name: 'Read it' }));
    expect(router.state.location.pathname).toBe('/detail/3');
    expect(await screen.findByText('detail page')).toBeInTheDocument();
  });

  it('opens a link elsewhere in a new tab, without opener or referrer', () => {
    renderLabel();
    const external = screen.getByRole('link', { name: 'the help' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });
});
