import styled from '@emotion/styled';
import type { EventAudience, EventPhase } from '@/domain/events';
import { t } from '@/i18n/ns/events';

/** The phase and audience of an event, as two small labels. */
export function EventBadges({ phase, audience }: { phase: EventPhase; audience: EventAudience }) {
  return (
    <Badges>
      <Badge data-phase={phase} strong={phase === 'RUNNING'}>
        {t(`events.phase.${phase}`)}
      </Badge>
      {/* A space the flex row does not draw, so that a name read from this row has two words, not one. */}{' '}
      <Badge data-testid="event-audience" strong={false}>
        {t(`events.audience.${audience}`)}
      </Badge>
    </Badges>
  );
}

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'strong' })<{ strong: boolean }>`
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  background: ${({ theme, strong }) => (strong ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, strong }) => (strong ? theme.colors.onPrimary : theme.colors.text)};
  border: 1px solid ${({ theme, strong }) => (strong ? theme.colors.primary : theme.colors.border)};
`;

/** A framed block of the detail page: the check-in card, the mission, the coupon. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  h2,
  h3,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

export const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** One step (a day of the card, a mission goal); `done` when the reader has it. */
export const StepItem = styled('li', { shouldForwardProp: (prop) => prop !== 'done' })<{ done: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme, done }) => (done ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme, done }) => (done ? theme.colors.primarySoft : theme.colors.background)};
  > span {
    display: flex;
    flex-direction: column;
  }
`;
