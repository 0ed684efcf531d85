import styled from '@emotion/styled';
import { useState } from 'react';
import type { EpisodeState } from '@/domain/catalog';
import { removeKept } from '@/lib/kept/kept-index';
import { t } from '@/i18n/ns/offline';
import { Button, useToast } from '@/ui';
import { useKeptAccount, useKeptIndex } from '../hooks';
import { isKeepable, keepEpisode } from '../keep';
import { keepErrorMessage } from '../keep-message';

export interface KeepButtonProps {
  contentId: number;
  episode: { id: number; number: number; state: EpisodeState };
}

/**
 * "Keep offline" beside an owned or rented episode of the title page; once kept, the same place says so and removes
 * it. Nothing for a guest or an episode the reader cannot keep (the state comes from the server's reply, so one
 * bought on another device shows here after the next load of the title).
 */
export function KeepButton({ contentId, episode }: KeepButtonProps) {
  const accountId = useKeptAccount();
  const index = useKeptIndex(accountId);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (accountId === null || index === undefined || !isKeepable(episode.state)) return null;
  const kept = index.episodes[String(episode.id)] !== undefined;

  const keep = async () => {
    setBusy(true);
    try {
      await keepEpisode({ accountId, contentId, episodeId: episode.id });
      toast.show(t('offline.keep.done', { number: episode.number }), { tone: 'success' });
    } catch (error) {
      toast.show(keepErrorMessage(error), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    await removeKept(accountId, [episode.id]);
    toast.show(t('offline.keep.removed', { number: episode.number }));
  };

  return kept ? (
    <Small
      type="button"
      variant="ghost"
      aria-label={t('offline.keep.keptLabel', { number: episode.number })}
      onClick={() => void remove()}
    >
      {t('offline.keep.kept')}
    </Small>
  ) : (
    <Small
      type="button"
      variant="secondary"
      loading={busy}
      aria-label={t('offline.keep.label', { number: episode.number })}
      onClick={() => void keep()}
    >
      {busy ? t('offline.keep.busy') : t('offline.keep.action')}
    </Small>
  );
}

const Small = styled(Button)`
  flex: none;
  align-self: center;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  white-space: nowrap;
`;
