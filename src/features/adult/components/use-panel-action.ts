import { sessionRuntime } from '@/lib/session-runtime';
import { useState } from 'react';
import { problemMessage } from './popup-parts';

/** Runs one action of a panel: busy meanwhile; on success the page reloads, else the refusal is shown. */
export function usePanelAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(action: () => Promise<{ ok: boolean; code: string | null }>) {
    setBusy(true);
    setProblem(null);
    const outcome = await action();
    if (outcome.ok) {
      sessionRuntime.reload();
      return;
    }
    setBusy(false);
    setProblem(problemMessage(outcome.code));
  }
  return { busy, problem, setProblem, run };
}
