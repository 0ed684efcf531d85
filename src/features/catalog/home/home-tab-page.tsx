import styled from '@emotion/styled';
import platform from '@platform';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReaderKey } from '@/session/reader-key';
import { theme } from '@/ui';
import { HomeTabs, type HomeTabLink } from '../components/home-tabs';
import type { HomeTabId } from '../home-query';
import { AudienceGate, useGateReason } from './audience-gate';
import { ContentGrid } from './content-grid';
import { HOME_LISTS, readHomeQuery } from './home-lists';
import { ListFilters } from './list-filters';
import { weekdayIn } from './weekday';

export interface HomeTabPageProps {
  tab: HomeTabId;
  title: string;
  tabs: readonly HomeTabLink[];
  detailHref(id: number): string;
  myHref: string;
  /** Opens the adult confirmation (spec §4) from the mature tab, where the app provides one. */
  onConfirmAdult?: () => void;
}

/** `/home/{tab}`: one list of titles, by day and order where the tab has them, loading more as the reader scrolls. */
export function HomeTabPage({ tab, title, tabs, detailHref, myHref, onConfirmAdult }: HomeTabPageProps) {
  const [params] = useSearchParams();
  // Today is fixed for the visit: a list does not switch day under the reader at midnight.
  const [today] = useState(() => weekdayIn(platform.timeZone, new Date()));
  const config = HOME_LISTS[tab];
  const { list, sort, day } = readHomeQuery(tab, params, today);
  const reader = useReaderKey();
  const gate = useGateReason(config.audience);
  return (
    <>
      <Heading>{title}</Heading>
      <HomeTabs tabs={tabs} />
      {gate ? (
        <AudienceGate reason={gate} myHref={myHref} onConfirmAdult={onConfirmAdult} />
      ) : (
        <>
          <ListFilters day={day && { chosen: day, today }} sort={sort} sorts={config.sorts} />
          <ContentGrid arg={{ list, sort, reader }} ranked={config.ranked} detailHref={detailHref} />
        </>
      )}
    </>
  );
}

const Heading = styled.h1`
  padding: ${theme.space.lg}px ${theme.space.lg}px ${theme.space.sm}px;
  font-size: ${theme.fontSizes.xl}px;
`;
