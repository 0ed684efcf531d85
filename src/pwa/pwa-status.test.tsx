import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/i18n/ns/pwa';
import { AppLayout } from '@/app/shell/app-layout';
import { renderWithProviders } from '@/testing/render';
import { restoreOnline, setOnline } from './offline-test-utils';
import { setUpdated } from './update-state';

afterEach(() => {
  restoreOnline();
  act(() => setUpdated(false));
});

function renderShell() {
  return renderWithProviders([{ path: '/', Component: AppLayout, children: [{ index: true, element: <p>page</p> }] }]);
}

describe('the offline banner of the shell', () => {
  it("says so in the reader's language while the browser is offline, and goes when the connection is back", async () => {
    renderShell();
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByText(t('pwa.offline.banner'))).not.toBeInTheDocument();

    act(() => setOnline(false));
    const banner = await screen.findByText(t('pwa.offline.banner'));
    expect(banner).toHaveAttribute('role', 'status');
    // The page stays: the banner is an addition, not an error screen.
    expect(screen.getByText('page')).toBeInTheDocument();

    act(() => setOnline(true));
    await waitFor(() => expect(screen.queryByText(t('pwa.offline.banner'))).not.toBeInTheDocument());
  });

  it('shows the quiet "updated" note once after a new build took over, until the reader closes it', async () => {
    const { user } = renderShell();
    act(() => setUpdated(true));
    const note = await screen.findByText(t('pwa.updated.note'));
    expect(note.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: t('pwa.updated.dismiss') }));
    await waitFor(() => expect(screen.queryByText(t('pwa.updated.note'))).not.toBeInTheDocument());
  });
});
