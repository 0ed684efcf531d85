import styled from '@emotion/styled';
import { apiErrorOf } from '@/api';
import type { EventDetail } from '@/domain/events';
import { t } from '@/i18n/ns/events';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { Button, EmptyState, LinkButton, PageHeader, Spinner } from '@/ui';
import { useEventDetailQuery } from '../api';
import { periodText } from '../event-text';
import { CheckInPanel, CouponPanel, MissionPanel, SignUpPanel } from './event-panels';
import { EventBadges, Muted, Panel } from './parts';

export interface EventDetailProps {
  /** null when the address holds no id (`/event/abc`): the not-found state without a call. */
  id: number | null;
  listHref: string;
  couponHref: string;
  titleHref(id: number): string;
  /** Where the sign-up mail event's confirmation lives (the events page). */
  signUpHref: string;
  /** The login page, coming back here afterwards. */
  onLogin(): void;
}

/** `/event/:id`: the event, the reader's progress and its claim buttons; guests are asked to log in. */
export function EventDetailScreen(props: EventDetailProps) {
  const { id, listHref, onLogin } = props;
  const reader = useReaderKey();
  // Asked again on every visit: episodes read in the viewer meanwhile move the mission's count.
  const { data, error, isFetching, refetch } = useEventDetailQuery(
    { id: id ?? 0, reader },
    { skip: id === null, refetchOnMountOrArgChange: true },
  );
  const code = error ? apiErrorOf(error).code : null;
  const toList = <LinkButton to={listHref}>{t('events.detail.toList')}</LinkButton>;
  const login = <Button onClick={onLogin}>{t('events.detail.login')}</Button>;
  const title = data?.title ?? t('pages.event.title');

  return (
    <>
      <PageHeader title={title} backTo={listHref} />
      {id === null || code === 'NOT_FOUND_EVENT' ? (
        <EmptyState title={t('events.detail.notFound')} action={toList} />
      ) : code === 'UNAUTHORIZED_USER' ? (
        <EmptyState title={t('events.detail.guest')} action={login} />
      ) : !data ? (
        error && !isFetching ? (
          <EmptyState
            title={t('events.failed')}
            action={<Button onClick={() => void refetch()}>{t('events.retry')}</Button>}
          />
        ) : (
          <Spinner label={t('events.loading')} />
        )
      ) : (
        <>
          {/* The title is the page's h1 (PageHeader): one heading for it, not a second h2 here. */}
          <Intro>
            <EventBadges phase={data.phase} audience={data.audience} />
            <Muted>{periodText(data)}</Muted>
            <p>{data.description}</p>
            {data.phase !== 'RUNNING' && (
              <p role="status">{t(data.phase === 'ENDED' ? 'events.detail.ended' : 'events.detail.upcoming')}</p>
            )}
          </Intro>
          {reader === GUEST || !data.progress ? (
            <Panel>
              <p>{t('events.detail.guest')}</p>
              {login}
            </Panel>
          ) : (
            <Claims event={data} {...props} />
          )}
        </>
      )}
    </>
  );
}

function Claims({ event, couponHref, titleHref, signUpHref }: EventDetailProps & { event: EventDetail }) {
  const progress = event.progress!;
  const open = event.phase === 'RUNNING';
  switch (event.kind) {
    case 'CHECK_IN':
      return <CheckInPanel event={event} progress={progress} open={open} />;
    case 'MISSION':
      return <MissionPanel event={event} progress={progress} open={open} titleHref={titleHref} />;
    case 'COUPON':
      return <CouponPanel event={event} progress={progress} open={open} couponHref={couponHref} />;
    case 'SIGNUP_MAIL':
      return <SignUpPanel progress={progress} signUpHref={signUpHref} />;
  }
}

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
  }
`;
