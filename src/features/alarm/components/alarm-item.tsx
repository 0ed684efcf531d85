import styled from '@emotion/styled';
import type { NotificationWire } from '@/domain/alarm';
import { formatDateTime } from '@/i18n/format-date';
import { t } from '@/i18n/ns/alarm';
import { Button } from '@/ui';
import { Link } from 'react-router-dom';

/** What a notification says, in the reader's language. */
export function alarmText(item: NotificationWire): string {
  const title = item.content?.name ?? '';
  if (item.kind === 'GIFT') return item.content ? t('alarm.kind.GIFT_TITLE', { title }) : t('alarm.kind.GIFT');
  if (item.kind === 'NEW_EPISODE') return t('alarm.kind.NEW_EPISODE', { title, number: item.episode?.number ?? 0 });
  return t(`alarm.kind.${item.kind}`, { title });
}

/** One notification: a link to what it is about (opening it marks it read), its time, and "mark as read". */
export function AlarmItem({ item, href, onRead }: { item: NotificationWire; href: string; onRead(id: number): void }) {
  const unread = item.readAt === null;
  return (
    <Row data-testid="alarm-item" data-unread={unread || undefined}>
      <Text>
        <Link to={href} onClick={() => unread && onRead(item.id)}>
          {unread && <Unread>{t('alarm.unread')}</Unread>}
          {alarmText(item)}
        </Link>
        <time dateTime={new Date(item.shownAt).toISOString()}>{formatDateTime(item.shownAt)}</time>
      </Text>
      {unread && (
        <Button type="button" variant="secondary" onClick={() => onRead(item.id)} data-testid="alarm-mark-read">
          {t('alarm.markRead')}
        </Button>
      )}
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &[data-unread] a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  /* The text takes what is left; the button keeps its one line ("Mark as read" wrapped at 390 px). */
  & > button {
    flex-shrink: 0;
    white-space: nowrap;
  }
`;

const Text = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;

  a {
    color: inherit;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Unread = styled.span`
  margin-right: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;
