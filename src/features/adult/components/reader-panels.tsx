import { birthdayPasses } from '@/domain/rules/adult';
import { t } from '@/i18n/ns/adult';
import { sessionRuntime } from '@/lib/session-runtime';
import { calendarDateIn } from '../birth-date';
import type { AdultPlatform } from '../popup-mode';
import { Message, PopupActions, Problem } from './popup-parts';
import type { AdultActions } from './use-adult-actions';
import { usePanelAction } from './use-panel-action';

interface PanelProps {
  platform: AdultPlatform;
  actions: AdultActions;
  onClose(): void;
}

/**
 * A signed-in reader on a yes/no platform: "yes" confirms with the stored birth date (spec §4), which must give the
 * platform's age today; the API then answers new tokens and the page reloads.
 */
export function ConfirmPanel({ platform, actions, birthedAt, onClose }: PanelProps & { birthedAt: string | null }) {
  const { busy, problem, setProblem, run } = usePanelAction();

  function confirm() {
    const today = calendarDateIn(platform.timeZone, sessionRuntime.now());
    if (birthedAt && !birthdayPasses(birthedAt, today, platform.adultAgeLimit)) {
      setProblem(t('adult.birthday.invalid'));
      return;
    }
    void run(() => actions.verify(birthedAt));
  }

  return (
    <>
      <Message>{t('adult.confirm.message', { age: platform.adultAgeLimit })}</Message>
      {problem && <Problem role="alert">{problem}</Problem>}
      <PopupActions
        confirmLabel={t('adult.confirm.confirm', { age: platform.adultAgeLimit })}
        onConfirm={confirm}
        onNo={onClose}
        busy={busy}
      />
    </>
  );
}

/** An adult who switched adult content off: switch it on (spec §4 "Toggles") and reload the page. */
export function EnablePanel({ actions, onClose }: Omit<PanelProps, 'platform'>) {
  const { busy, problem, run } = usePanelAction();

  const enable = () =>
    void run(async () => {
      const ok = await actions.enableAdultContent();
      return { ok, code: null };
    });

  return (
    <>
      <Message>{t('adult.enable.message')}</Message>
      {problem && <Problem role="alert">{problem}</Problem>}
      <PopupActions confirmLabel={t('adult.enable.confirm')} onConfirm={enable} onNo={onClose} busy={busy} />
    </>
  );
}
