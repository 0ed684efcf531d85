import { Link } from 'react-router-dom';
import type { EventDetail, EventProgress } from '@/domain/events';
import { t } from '@/i18n/ns/events';
import { Button } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';
import { rewardsText } from '../event-text';
import { useEventClaim } from '../use-event-claim';
import { Muted, Panel, StepItem, Steps } from './parts';

export interface PanelProps {
  event: EventDetail;
  progress: EventProgress;
  /** Claims are open: the event runs. */
  open: boolean;
}

function Refusal({ message }: { message: string | null }) {
  return message ? <InlineAlert>{message}</InlineAlert> : null;
}

/** CHECK_IN: the card of days, which are taken, and today's button. */
export function CheckInPanel({ event, progress, open }: PanelProps) {
  const { claim, busy, refusal } = useEventClaim(event.id);
  return (
    <Panel aria-labelledby="check-in-heading" data-testid="check-in">
      <h2 id="check-in-heading">{t('events.checkIn.heading')}</h2>
      <Steps>
        {event.steps.map((step) => {
          const done = progress.claimedSteps.includes(step.step);
          return (
            <StepItem key={step.step} done={done} data-testid={`check-in-day-${step.step}`} data-done={done}>
              <span>
                <strong>{t('events.checkIn.day', { day: step.step })}</strong>
                <Muted>{rewardsText(step.rewards)}</Muted>
              </span>
              {done && <Muted>{t('events.checkIn.done')}</Muted>}
            </StepItem>
          );
        })}
      </Steps>
      <p role="status" id="check-in-today">
        {progress.checkedInToday ? t('events.checkIn.today') : ''}
      </p>
      {open && (
        <Button
          loading={busy}
          disabled={busy || progress.checkedInToday}
          aria-describedby="check-in-today"
          onClick={() => claim()}
        >
          {t('events.checkIn.button')}
        </Button>
      )}
      <Refusal message={refusal} />
    </Panel>
  );
}

/** MISSION: episodes read of the titles that count, and a claim button per goal. */
export function MissionPanel({ event, progress, open, titleHref }: PanelProps & { titleHref(id: number): string }) {
  const { claim, busy, refusal } = useEventClaim(event.id);
  return (
    <Panel aria-labelledby="mission-heading" data-testid="mission">
      <h2 id="mission-heading">{t('events.mission.heading')}</h2>
      <h3>{t('events.mission.titles')}</h3>
      <ul>
        {event.titles.map((title) => (
          <li key={title.id}>
            <Link to={titleHref(title.id)}>{title.name}</Link>
          </li>
        ))}
      </ul>
      <Steps>
        {event.steps.map((step) => {
          const done = progress.claimedSteps.includes(step.step);
          const left = Math.max(0, step.requirement - progress.read);
          return (
            <StepItem key={step.step} done={done} data-testid={`mission-step-${step.step}`}>
              <span>
                <strong>{t('events.mission.step', { count: step.requirement })}</strong>
                <Muted>
                  {t('events.mission.progress', {
                    read: Math.min(progress.read, step.requirement),
                    requirement: step.requirement,
                  })}
                </Muted>
                <Muted>{rewardsText(step.rewards)}</Muted>
              </span>
              {done ? (
                <Muted>{t('events.mission.done')}</Muted>
              ) : (
                open && (
                  <span>
                    <Button
                      variant="secondary"
                      disabled={busy || left > 0}
                      aria-label={t('events.mission.claimLabel', { count: step.requirement })}
                      aria-describedby={left > 0 ? `mission-left-${step.step}` : undefined}
                      onClick={() => claim(step.step)}
                    >
                      {t('events.mission.claim')}
                    </Button>
                    {left > 0 && (
                      <Muted id={`mission-left-${step.step}`}>{t('events.mission.left', { count: left })}</Muted>
                    )}
                  </span>
                )
              )}
            </StepItem>
          );
        })}
      </Steps>
      <Refusal message={refusal} />
    </Panel>
  );
}

/** COUPON: get the coupon, then its code with the way to the coupon page. */
export function CouponPanel({ event, progress, open, couponHref }: PanelProps & { couponHref: string }) {
  const { claim, busy, refusal, result } = useEventClaim(event.id);
  const code = result?.couponCode ?? progress.couponCode;
  return (
    <Panel aria-labelledby="coupon-heading" data-testid="coupon-event">
      <h2 id="coupon-heading">{t('events.coupon.heading')}</h2>
      {event.steps[0] && <Muted>{rewardsText(event.steps[0].rewards)}</Muted>}
      {code ? (
        <>
          <p data-testid="coupon-code">{t('events.coupon.code', { code })}</p>
          <Link to={couponHref}>{t('events.coupon.register')}</Link>
        </>
      ) : (
        open && (
          <Button loading={busy} disabled={busy} onClick={() => claim()}>
            {t('events.coupon.claim')}
          </Button>
        )
      )}
      <Refusal message={refusal} />
    </Panel>
  );
}

/** SIGNUP_MAIL: its reward comes with confirming the sign-up mail, on the events page. */
export function SignUpPanel({ progress, signUpHref }: { progress: EventProgress; signUpHref: string }) {
  return (
    <Panel data-testid="signup-mail-event">
      <p>{progress.mailConfirmed ? t('events.signUp.confirmed') : t('events.signUp.body')}</p>
      {!progress.mailConfirmed && <Link to={signUpHref}>{t('events.signUp.link')}</Link>}
    </Panel>
  );
}
