import { ADULT_POPUP_WIDTH } from '@/domain/constants';
import { t } from '@/i18n/ns/adult';
import { selectUser, useAppSelector } from '@/session';
import { Modal } from '@/ui';
import { useLocation } from 'react-router-dom';
import { adultPopupMode, type AdultPlatform } from '../popup-mode';
import { BirthdayForm } from './birthday-form';
import { GuestCookiePanel, GuestLoginPanel } from './guest-panels';
import { KrAuthPanel } from './kr-auth-panel';
import { ConfirmPanel, EnablePanel } from './reader-panels';
import { useAdultActions, type AdultActions } from './use-adult-actions';

export interface AdultPopupProps {
  open: boolean;
  /** "No", Escape, the close button and the backdrop: the popup closes and the page behind stays as it is. */
  onClose(): void;
  platform: AdultPlatform;
  /** The session calls behind the panels; the real thunks unless a test records them. */
  actions?: AdultActions;
}

/**
 * The adult confirmation of spec §4, shown when a reader opens an adult title they may not see: a 275 px modal
 * (spec §9) whose panel follows the reader (guest, not yet adult, adult with adult content off) and the platform.
 */
export function AdultPopup({ open, onClose, platform, actions: given }: AdultPopupProps) {
  const user = useAppSelector(selectUser);
  const session = useAdultActions();
  const actions = given ?? session;
  const mode = adultPopupMode(user, platform);
  const age = platform.adultAgeLimit;
  const birthedAt = user?.birthedAt ?? null;
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;

  return (
    <Modal open={open} onClose={onClose} title={t('adult.title')} width={ADULT_POPUP_WIDTH}>
      <div data-testid={`adult-popup-${mode}`}>
        {mode === 'guestLogin' && <GuestLoginPanel age={age} onClose={onClose} />}
        {mode === 'guestCookie' && <GuestCookiePanel age={age} onClose={onClose} />}
        {mode === 'birthday' && (
          <BirthdayForm platform={platform} actions={actions} birthedAt={birthedAt} onClose={onClose} />
        )}
        {mode === 'confirm' && (
          <ConfirmPanel platform={platform} actions={actions} birthedAt={birthedAt} onClose={onClose} />
        )}
        {mode === 'krAuth' && (
          <KrAuthPanel platform={platform} actions={actions} returnTo={returnTo} onClose={onClose} />
        )}
        {mode === 'enable' && <EnablePanel actions={actions} onClose={onClose} />}
      </div>
    </Modal>
  );
}
