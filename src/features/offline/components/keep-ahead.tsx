import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { t } from '@/i18n/ns/offline';
import { selectUser, useAppSelector } from '@/session';
import { useOnline } from '@/pwa/online';
import {
  connectionUnmetered,
  KEEP_AHEAD_CHOICES,
  keepAhead,
  keepAheadCount,
  keepAheadStopped,
  setKeepAheadCount,
  type KeepAheadCount,
} from '../keep-ahead';

/**
 * The setting on the library's "on this device" tab: keep the next N owned episodes of a title by themselves while
 * reading on Wi-Fi. Says when this browser cannot tell Wi-Fi from a mobile network (then nothing is kept by itself),
 * and why the last automatic run stopped, if it did.
 */
export function KeepAheadSetting() {
  const id = useId();
  const [count, setCount] = useState<KeepAheadCount>(keepAheadCount);
  const [stopped, setStopped] = useState(keepAheadStopped);
  const connection = connectionUnmetered();
  const choose = (value: string) => {
    const next = KEEP_AHEAD_CHOICES.find((choice) => String(choice) === value) ?? 0;
    setKeepAheadCount(next);
    setCount(next);
    setStopped(null);
  };
  return (
    <Setting>
      <label htmlFor={id}>{t('offline.ahead.label')}</label>
      <select id={id} value={String(count)} onChange={(event) => choose(event.currentTarget.value)}>
        {KEEP_AHEAD_CHOICES.map((choice) => (
          <option key={choice} value={String(choice)}>
            {choice === 0 ? t('offline.ahead.off') : t('offline.ahead.count', { count: choice })}
          </option>
        ))}
      </select>
      <Hint>
        {count > 0 && connection === 'unknown' ? t('offline.ahead.unknownConnection') : t('offline.ahead.hint')}
      </Hint>
      {count > 0 && stopped && (
        <Hint role="status">{t('offline.ahead.stopped', { reason: t(`offline.errors.${stopped}`) })}</Hint>
      )}
    </Setting>
  );
}

/** How long the run waits for an idle moment after the episode opened, at most (the reading comes first). */
const IDLE_DEADLINE_MS = 5_000;

/**
 * Mounted by the viewer for an episode opened from the server: once the page is idle, keeps the next owned episodes of
 * the title when the reader chose so and the connection is Wi-Fi (keepAhead decides). Renders nothing.
 */
export function KeepAhead({ contentId, episodeNumber }: { contentId: number; episodeNumber: number }) {
  const accountId = useAppSelector(selectUser)?.id ?? null;
  const online = useOnline();
  useEffect(() => {
    if (accountId === null || !online || keepAheadCount() === 0) return;
    const start = () => void keepAhead({ accountId, contentId, episodeNumber });
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: IDLE_DEADLINE_MS });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(start, 0);
    return () => clearTimeout(handle);
  }, [accountId, online, contentId, episodeNumber]);
  return null;
}

const Setting = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  label {
    font-weight: 600;
  }
  select {
    justify-self: start;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm}px;
    font: inherit;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
