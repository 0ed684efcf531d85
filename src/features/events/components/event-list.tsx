import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { EventReward, EventSummary } from '@/domain/events';
import { t } from '@/i18n/ns/events';
import { Button, EmptyState, Spinner } from '@/ui';
import { useEventsQuery } from '../api';
import { periodText, rewardsText } from '../event-text';
import { EventBadges, Muted } from './parts';

export interface EventListProps {
  eventHref(id: number): string;
}

/** Every step's rewards added up by kind: what the whole event can give. */
function totals(event: EventSummary): EventReward[] {
  const sums = new Map<EventReward['type'], number>();
  for (const step of event.steps)
    for (const reward of step.rewards) sums.set(reward.type, (sums.get(reward.type) ?? 0) + reward.amount);
  return [...sums].map(([type, amount]) => ({ type, amount, validDays: null }));
}

/** `/event`: the running (and upcoming) events, then the ended ones, each linking to its detail. */
export function EventList({ eventHref }: EventListProps) {
  const { data, error, isFetching, refetch } = useEventsQuery();
  if (!data)
    return error && !isFetching ? (
      <EmptyState
        title={t('events.failed')}
        action={<Button onClick={() => void refetch()}>{t('events.retry')}</Button>}
      />
    ) : (
      <Spinner label={t('events.loading')} />
    );
  const current = data.items.filter((e) => e.phase !== 'ENDED');
  const ended = data.items.filter((e) => e.phase === 'ENDED');
  return (
    <>
      <Section aria-labelledby="events-running">
        <h2 id="events-running">{t('events.list.running')}</h2>
        {current.length === 0 ? (
          <Muted>{t('events.empty')}</Muted>
        ) : (
          <Cards>
            {current.map((event) => (
              <EventCard key={event.id} event={event} href={eventHref(event.id)} />
            ))}
          </Cards>
        )}
      </Section>
      {ended.length > 0 && (
        <Section aria-labelledby="events-ended">
          <h2 id="events-ended">{t('events.list.ended')}</h2>
          <Cards>
            {ended.map((event) => (
              <EventCard key={event.id} event={event} href={eventHref(event.id)} />
            ))}
          </Cards>
        </Section>
      )}
    </>
  );
}

function EventCard({ event, href }: { event: EventSummary; href: string }) {
  const rewards = totals(event);
  const id = `event-card-${event.id}`;
  // Named by what it shows, in the order it shows it (WCAG 2.5.3, label in name): phase and audience, title, period,
  // rewards, each part a word of its own.
  const parts = [`${id}-badges`, `${id}-title`, `${id}-period`, ...(rewards.length > 0 ? [`${id}-rewards`] : [])];
  return (
    <li>
      <Card to={href} data-testid={`event-${event.id}`} data-kind={event.kind} aria-labelledby={parts.join(' ')}>
        {/* The spaces between the parts are not drawn (the card is a flex column) but keep its text, as a reader's
            tools read it, word by word like its name. */}
        <span id={`${id}-badges`}>
          <EventBadges phase={event.phase} audience={event.audience} />
        </span>{' '}
        <strong id={`${id}-title`}>{event.title}</strong> <Muted id={`${id}-period`}>{periodText(event)}</Muted>
        {rewards.length > 0 && (
          <>
            {' '}
            <span id={`${id}-rewards`}>{t('events.rewards', { rewards: rewardsText(rewards) })}</span>
          </>
        )}
      </Card>
    </li>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px 0`};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

const Cards = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
