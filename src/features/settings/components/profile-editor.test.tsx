import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n/ns/settings';
import { buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import type { SettingsActions } from '../actions';
import { ProfileEditor } from './profile-editor';

function renderEditor(nickname = 'Reader') {
  const actions = {
    savePush: vi.fn<SettingsActions['savePush']>(async () => true),
    setMailAgreement: vi.fn<SettingsActions['setMailAgreement']>(async () => ({ ok: true, code: null })),
    setAdTracking: vi.fn<SettingsActions['setAdTracking']>(async () => ({ ok: true, code: null })),
    changeNickname: vi.fn<SettingsActions['changeNickname']>(async () => ({ ok: true, code: null })),
  };
  renderWithProviders(<ProfileEditor user={buildUser({ nickname })} actions={actions} />, { route: '/my' });
  return actions;
}

const field = () => screen.getByRole('textbox', { name: t('settings.profile.nickname') });

describe('ProfileEditor', () => {
  it('sends the new nickname trimmed (PUT /user PROFILE) and says it changed', async () => {
    const actions = renderEditor();
    await userEvent.clear(field());
    await userEvent.type(field(), '  Night Owl ');
    await userEvent.click(screen.getByTestId('nickname-save'));
    expect(actions.changeNickname).toHaveBeenCalledWith('Night Owl');
    expect(await screen.findByText(t('settings.profile.saved'))).toBeInTheDocument();
  });

  it('refuses a blank nickname before any call, by the sign-up rule', async () => {
    const actions = renderEditor();
    await userEvent.clear(field());
    await userEvent.type(field(), '   ');
    await userEvent.click(screen.getByTestId('nickname-save'));
    expect(await screen.findByText(t('settings.profile.invalid', { max: 30 }))).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(actions.changeNickname).not.toHaveBeenCalled();
  });

  it('shows a refusal of the API', async () => {
    const actions = renderEditor();
    actions.changeNickname.mockResolvedValueOnce({ ok: false, code: 'INVALID_PARAMETER' });
    await userEvent.type(field(), '2');
    await userEvent.click(screen.getByTestId('nickname-save'));
    await waitFor(() => expect(screen.getByText(t('settings.saveFailed'))).toBeInTheDocument());
  });
});
