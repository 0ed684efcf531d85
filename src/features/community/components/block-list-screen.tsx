import styled from '@emotion/styled';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/community';
import { useReaderKey } from '@/session/reader-key';
import { Button, EmptyState, PageHeader, PageTabs, Spinner, useToast, type PageTab } from '@/ui';
import { useBlockedUsersQuery, useUnblockUserMutation } from '../api';
import { Body } from './comments-screen';

/** `/comment/blocks`: the readers this reader blocked, since when, and unblock (their comments show again). */
export function BlockListScreen({ tabs }: { tabs: readonly PageTab[] }) {
  const query = useBlockedUsersQuery(useReaderKey());
  const [unblock, unblocking] = useUnblockUserMutation();
  const handleError = useApiErrorHandler();
  const toast = useToast();
  const { data } = query;
  return (
    <>
      <PageHeader title={t('community.tabs.blocks')} backTo="history" />
      <PageTabs label={t('community.title')} tabs={tabs} />
      <Body>
        <Hint>{t('community.blocks.hint')}</Hint>
        {!data ? (
          query.isError && !query.isFetching ? (
            <EmptyState
              title={t('community.failed')}
              action={<Button onClick={() => void query.refetch()}>{t('community.retry')}</Button>}
            />
          ) : (
            <Spinner label={t('community.loading')} />
          )
        ) : data.length === 0 ? (
          <EmptyState title={t('community.blocks.empty')} />
        ) : (
          <List>
            {data.map((user) => (
              <Row key={user.id} data-testid="blocked-user">
                <div>
                  <strong>{user.nickname}</strong>
                  <small>{t('community.blocks.since', { date: formatDate(user.blockedAt) })}</small>
                </div>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={unblocking.isLoading}
                  aria-label={t('community.blocks.unblockLabel', { nickname: user.nickname })}
                  onClick={() =>
                    void unblock({ userId: user.id }).then(({ error }) =>
                      error
                        ? handleError(error)
                        : toast.show(t('community.done.unblocked', { nickname: user.nickname })),
                    )
                  }
                >
                  {t('community.blocks.unblock')}
                </Button>
              </Row>
            ))}
          </List>
        )}
      </Body>
    </>
  );
}

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  div {
    display: flex;
    flex-direction: column;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
