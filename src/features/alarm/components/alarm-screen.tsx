import styled from '@emotion/styled';
import type { NotificationWire } from '@/domain/alarm';
import { t } from '@/i18n/ns/alarm';
import { useReaderKey } from '@/session/reader-key';
import { Button, EmptyState, PageHeader, Spinner } from '@/ui';
import { useState } from 'react';
import { useAlarmPageQuery, useMarkAlarmReadMutation } from '../api';
import { AlarmItem } from './alarm-item';
import { PushOffNote } from './push-off-note';

export interface AlarmScreenProps {
  backTo: string;
  /** The notification settings, offered while the reader's notifications are off. */
  settingsHref: string;
  /** Where a notification leads (the gift box, a title): the route knows the paths. */
  hrefOf(item: NotificationWire): string;
}

/** `/alarm`: the reader's notifications of the last 30 days, newest first, page by page; mark one or all read. */
export function AlarmScreen({ backTo, settingsHref, hrefOf }: AlarmScreenProps) {
  const [pages, setPages] = useState(1);
  const [markRead] = useMarkAlarmReadMutation();
  const first = useAlarmPageQuery({ reader: useReaderKey(), page: 0 });
  const read = (id: number | null) => void markRead({ id });

  return (
    <>
      <PageHeader title={t('alarm.title')} backTo={backTo} />
      <Body>
        <PushOffNote settingsHref={settingsHref} />
        {first.isError && !first.data ? (
          <EmptyState
            title={t('alarm.failed')}
            action={
              <Button type="button" onClick={() => void first.refetch()}>
                {t('alarm.retry')}
              </Button>
            }
          />
        ) : !first.data ? (
          <Spinner label={t('alarm.title')} />
        ) : first.data.items.length === 0 ? (
          <EmptyState title={t('alarm.empty')} />
        ) : (
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={first.data.unread === 0}
              onClick={() => read(null)}
              data-testid="alarm-mark-all"
            >
              {t('alarm.markAll')}
            </Button>
            <List>
              {Array.from({ length: pages }, (_, page) => (
                <AlarmPage key={page} page={page} hrefOf={hrefOf} onRead={read} onMore={() => setPages(page + 2)} />
              ))}
            </List>
            <p>{t('alarm.kept')}</p>
          </>
        )}
      </Body>
    </>
  );
}

function AlarmPage({
  page,
  hrefOf,
  onRead,
  onMore,
}: {
  page: number;
  hrefOf: AlarmScreenProps['hrefOf'];
  onRead(id: number): void;
  onMore(): void;
}) {
  const { data } = useAlarmPageQuery({ reader: useReaderKey(), page });
  if (!data) return null;
  return (
    <>
      {data.items.map((item) => (
        <AlarmItem key={item.id} item={item} href={hrefOf(item)} onRead={onRead} />
      ))}
      {data.hasNext && (
        <li>
          <Button type="button" variant="secondary" block onClick={onMore}>
            {t('alarm.more')}
          </Button>
        </li>
      )}
    </>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
