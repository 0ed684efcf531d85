import { ADULT_COOKIE_VALUE, COOKIES } from '@/domain/constants';
import { t } from '@/i18n/ns/adult';
import { setCookie } from '@/lib/cookies';
import { sessionRuntime } from '@/lib/session-runtime';
import { moveToLogin, useAppDispatch } from '@/session';
import { useLocation, useNavigate } from 'react-router-dom';
import { Message, PopupActions } from './popup-parts';

interface PanelProps {
  age: number;
  onClose(): void;
}

/** A guest where only a login unlocks adult titles: to login, coming back to this page (spec §4 "Moving to login"). */
export function GuestLoginPanel({ age, onClose }: PanelProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  function toLogin() {
    const url = dispatch(
      moveToLogin({
        target: `${location.pathname}${location.search}`,
        currentPath: location.pathname,
        porch: new URLSearchParams(location.search).get('porch'),
      }),
    );
    onClose();
    if (url) void navigate(url);
  }

  return (
    <>
      <Message>{t('adult.guestLogin.message', { age })}</Message>
      <PopupActions confirmLabel={t('adult.guestLogin.confirm')} onConfirm={toLogin} onNo={onClose} />
    </>
  );
}

/** A Japanese guest: "yes" is remembered in the adult cookie for a day (spec §9) and the page reloads with it. */
export function GuestCookiePanel({ age, onClose }: PanelProps) {
  function confirm() {
    setCookie(COOKIES.guestAdult.name, ADULT_COOKIE_VALUE, COOKIES.guestAdult.maxAge);
    sessionRuntime.reload();
  }

  return (
    <>
      <Message>{t('adult.guestCookie.message', { age })}</Message>
      <PopupActions confirmLabel={t('adult.guestCookie.confirm', { age })} onConfirm={confirm} onNo={onClose} />
    </>
  );
}
