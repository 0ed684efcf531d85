import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/i18n/format-date';
import { t } from '@/i18n/ns/offline';
import { removeKept, type KeptEpisode, type KeptIndex } from '@/lib/kept/kept-index';
import { Button, EmptyState, LinkButton, Spinner } from '@/ui';
import { deviceDeadline } from '../clock';
import { formatSize } from '../format-size';
import { useKeptAccount, useKeptIndex } from '../hooks';
import { storageSpace, type StorageSpace } from '../storage';
import { KeepAheadSetting } from './keep-ahead';

export interface DeviceListProps {
  episodeHref(episodeId: number): string;
}

interface TitleGroup {
  contentId: number;
  name: string;
  episodes: KeptEpisode[];
  bytes: number;
}

function groupByTitle(index: KeptIndex): TitleGroup[] {
  const groups = new Map<number, TitleGroup>();
  for (const episode of Object.values(index.episodes)) {
    const group = groups.get(episode.contentId) ?? {
      contentId: episode.contentId,
      name: index.titles[String(episode.contentId)]?.name ?? '',
      episodes: [],
      bytes: 0,
    };
    group.episodes.push(episode);
    group.bytes += episode.bytes;
    groups.set(episode.contentId, group);
  }
  for (const group of groups.values()) group.episodes.sort((a, b) => a.number - b.number);
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The library's "on this device" tab: the titles and episodes kept for offline reading with their sizes, the space
 * used and left, a way to read each and to remove an episode or a whole title. Reads only the device (IndexedDB and
 * the storage estimate), so it lists the same offline, after a reload, with no server call.
 */
export function DeviceList({ episodeHref }: DeviceListProps) {
  const accountId = useKeptAccount();
  const index = useKeptIndex(accountId, { sweep: true });
  const space = useStorageSpace(index);

  if (accountId === null)
    return <EmptyState title={t('offline.device.heading')} description={t('offline.device.guest')} />;
  if (index === undefined)
    return (
      <Centered>
        <Spinner label={t('offline.device.loading')} />
      </Centered>
    );
  const groups = groupByTitle(index);
  return (
    <Section aria-label={t('offline.device.heading')}>
      <KeepAheadSetting />
      {space && (
        <Space>
          <span>{t('offline.device.used', { size: formatSize(space.used) })}</span>
          {space.left !== null && <span>{t('offline.device.left', { size: formatSize(space.left) })}</span>}
        </Space>
      )}
      {groups.length === 0 ? (
        <EmptyState title={t('offline.device.heading')} description={t('offline.device.empty')} />
      ) : (
        <Titles>
          {groups.map((group) => (
            <KeptTitleRow key={group.contentId} group={group} accountId={accountId} episodeHref={episodeHref} />
          ))}
        </Titles>
      )}
    </Section>
  );
}

function useStorageSpace(index: KeptIndex | undefined): StorageSpace | null {
  const [space, setSpace] = useState<StorageSpace | null>(null);
  useEffect(() => {
    let live = true;
    void storageSpace().then((next) => live && setSpace(next));
    return () => {
      live = false;
    };
  }, [index]);
  return space;
}

function KeptTitleRow({
  group,
  accountId,
  episodeHref,
}: {
  group: TitleGroup;
  accountId: number;
  episodeHref(episodeId: number): string;
}) {
  const title = group.name;
  return (
    <li>
      <TitleHead>
        <div>
          <h2>{title}</h2>
          <Muted>
            {t('offline.device.titleSize', { count: group.episodes.length, size: formatSize(group.bytes) })}
          </Muted>
        </div>
        <Button
          type="button"
          variant="ghost"
          aria-label={t('offline.device.removeTitleLabel', { title })}
          onClick={() =>
            void removeKept(
              accountId,
              group.episodes.map((e) => e.episodeId),
            )
          }
        >
          {t('offline.device.removeTitle')}
        </Button>
      </TitleHead>
      <Episodes>
        {group.episodes.map((episode) => (
          <EpisodeRow key={episode.episodeId}>
            <EpisodeText>
              <span>{t('offline.device.episode', { number: episode.number, name: episode.name })}</span>
              <Muted>
                {t('offline.device.size', { size: formatSize(episode.bytes) })}
                {episode.rentalEnd !== null &&
                  ` · ${t('offline.device.rentalEnds', { date: formatDateTime(deviceDeadline(episode)) })}`}
              </Muted>
            </EpisodeText>
            <LinkButton
              to={episodeHref(episode.episodeId)}
              aria-label={t('offline.device.openLabel', { number: episode.number, title })}
            >
              {t('offline.device.open')}
            </LinkButton>
            <Button
              type="button"
              variant="ghost"
              aria-label={t('offline.device.removeEpisodeLabel', { number: episode.number, title })}
              onClick={() => void removeKept(accountId, [episode.episodeId])}
            >
              {t('offline.device.removeEpisode')}
            </Button>
          </EpisodeRow>
        ))}
      </Episodes>
    </li>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
`;

const Space = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Titles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const TitleHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Episodes = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  padding: 0;
`;

const EpisodeRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const EpisodeText = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;
