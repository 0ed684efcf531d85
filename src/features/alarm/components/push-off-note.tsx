import styled from '@emotion/styled';
import { t } from '@/i18n/ns/alarm';
import { selectUser, useAppSelector } from '@/session';
import { Link } from 'react-router-dom';

/**
 * Said above the list while the reader's notifications switch is off: nothing is written for them then (no gift, no
 * rental ending), so an empty list would otherwise look like nothing happened. Accounts made before notifications
 * were on by default, and readers who turned them off, are told where to turn them on.
 */
export function PushOffNote({ settingsHref }: { settingsHref: string }) {
  const user = useAppSelector(selectUser);
  if (!user || user.agreePush.isAgreePush) return null;
  return (
    <Note data-testid="alarm-push-off">
      {t('alarm.pushOff')} <Link to={settingsHref}>{t('alarm.pushOffLink')}</Link>
    </Note>
  );
}

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
