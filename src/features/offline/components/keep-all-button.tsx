import { useState } from 'react';
import type { EpisodeState } from '@/domain/catalog';
import { t } from '@/i18n/ns/offline';
import { Button, useToast } from '@/ui';
import { useKeptAccount, useKeptIndex } from '../hooks';
import { isKeepable, KeepError, keepEpisode } from '../keep';
import { keepErrorMessage } from '../keep-message';

export interface KeepAllButtonProps {
  contentId: number;
  episodes: readonly { id: number; number: number; state: EpisodeState }[];
}

/**
 * "Keep all owned episodes offline" on the title page: the owned episodes not kept yet, one after another in reading
 * order, each whole or not at all. The first failure stops the run (no space left, offline) and says why; what was
 * kept before it stays kept.
 */
export function KeepAllButton({ contentId, episodes }: KeepAllButtonProps) {
  const accountId = useKeptAccount();
  const index = useKeptIndex(accountId, { sweep: true });
  const toast = useToast();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  if (accountId === null || index === undefined) return null;
  const owned = episodes.filter((e) => e.state.kind === 'OWNED' && isKeepable(e.state));
  if (owned.length === 0) return null;
  const missing = owned.filter((e) => index.episodes[String(e.id)] === undefined).sort((a, b) => a.number - b.number);

  const keepAll = async () => {
    if (missing.length === 0) {
      toast.show(t('offline.keepAll.none'));
      return;
    }
    let done = 0;
    setProgress({ done, total: missing.length });
    try {
      for (const episode of missing) {
        await keepEpisode({ accountId, contentId, episodeId: episode.id });
        done += 1;
        setProgress({ done, total: missing.length });
      }
      toast.show(t('offline.keepAll.done', { count: done }), { tone: 'success' });
    } catch (error) {
      toast.show(keepErrorMessage(error instanceof KeepError ? error : null), { tone: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button type="button" variant="secondary" loading={progress !== null} onClick={() => void keepAll()}>
      {progress ? t('offline.keepAll.busy', progress) : t('offline.keepAll.action')}
    </Button>
  );
}
