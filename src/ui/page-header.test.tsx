import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import { PageHeader } from './page-header';
import { ThemeRoot } from './theme-root';

function renderAt(entries: string[], backTo?: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/my', element: <p>my page</p> },
      { path: '/history/use', element: <PageHeader title="Use history" backTo={backTo} /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />, { wrapper: ThemeRoot });
  return router;
}

describe('PageHeader', () => {
  it('shows the title as the page heading, without a back control by default', () => {
    render(<PageHeader title="Notices" />, { wrapper: ThemeRoot });
    expect(screen.getByRole('heading', { level: 1, name: 'Notices' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('backTo a path is a labelled link to that path', async () => {
    renderAt(['/history/use'], '/my');
    await userEvent.setup().click(screen.getByRole('link', { name: t('ui.back') }));
    expect(await screen.findByText('my page')).toBeInTheDocument();
  });

  it("backTo 'history' goes to the previous page", async () => {
    renderAt(['/my', '/history/use'], 'history');
    await userEvent.setup().click(screen.getByRole('button', { name: t('ui.back') }));
    expect(await screen.findByText('my page')).toBeInTheDocument();
  });

  it("backTo 'history' on a page opened directly goes home instead of leaving the site", async () => {
    renderAt(['/history/use'], 'history');
    await userEvent.setup().click(screen.getByRole('button', { name: t('ui.back') }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
