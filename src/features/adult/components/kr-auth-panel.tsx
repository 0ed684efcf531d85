import { useState } from 'react';
import { t } from '@/i18n/ns/adult';
import { t as tKr } from '@/i18n/ns/krAdult';
import { krProblemMessage } from '../kr-verification';
import type { AdultPlatform } from '../popup-mode';
import { Message, PopupActions, Problem } from './popup-parts';
import type { AdultActions } from './use-adult-actions';

interface KrAuthPanelProps {
  platform: AdultPlatform;
  actions: AdultActions;
  /** The page to come back to after the identity provider (the one the popup is over). */
  returnTo: string;
  onClose(): void;
}

/**
 * A Korean-IP reader on a platform with Korean adult auth (spec §4): the Korean step. "Verify" opens a verification
 * (`GET /nice/encode`) and the page leaves for the identity provider, which sends the reader back to the return
 * screen; a refusal to open one is said here and the popup stays.
 */
export function KrAuthPanel({ platform, actions, returnTo, onClose }: KrAuthPanelProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setProblem(null);
    const outcome = await actions.startKrVerification(returnTo);
    // On success the browser is on its way to the provider: the panel stays busy until the page is gone.
    if (outcome.ok) return;
    setBusy(false);
    setProblem(krProblemMessage(outcome, platform.adultAgeLimit));
  }

  return (
    <>
      <Message>{t('adult.krAuth.message')}</Message>
      {busy && <Message role="status">{tKr('krAdult.starting')}</Message>}
      {problem && <Problem role="alert">{problem}</Problem>}
      <PopupActions confirmLabel={tKr('krAdult.start')} onConfirm={() => void start()} onNo={onClose} busy={busy} />
    </>
  );
}
