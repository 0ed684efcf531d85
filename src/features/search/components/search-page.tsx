import styled from '@emotion/styled';
import { useCallback, useId, useRef } from 'react';
import { t } from '@/i18n/ns/search';
import { selectLayout, useAppSelector } from '@/session';
import { useReaderKey } from '@/session/reader-key';
import { VisuallyHidden } from '@/ui';
import { useTopTagsQuery } from '../api';
import { useFreshForReader } from '../hooks/use-fresh-for-reader';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { useSearchInput } from '../hooks/use-search-input';
import { RecentSearchList } from './recent-search-list';
import { SearchField } from './search-field';
import { SearchResults } from './search-results';
import { TagChips } from './tag-chips';

export interface SearchPageProps {
  /** The detail page's URL of a title (the route table lives above features). */
  detailHref(contentId: number): string;
}

/**
 * `/search`: results appear after a pause in typing (or at once on Enter); with an empty field, the recent
 * searches of this device and the tag top 10 offer a start.
 */
export function SearchPage({ detailHref }: SearchPageProps) {
  const isDesktop = useAppSelector(selectLayout).isDesktop;
  const reader = useReaderKey();
  const input = useSearchInput();
  const recents = useRecentSearches();
  const tagsQuery = useTopTagsQuery(reader);
  useFreshForReader(reader, tagsQuery);
  const tags = tagsQuery.currentData ?? [];
  const field = useRef<HTMLInputElement>(null);
  const tagsHeading = useId();
  const { add: remember } = recents;

  const searchFor = (query: string) => {
    input.searchFor(query);
    remember(query);
  };
  const focusField = useCallback(() => field.current?.focus(), []);
  const empty = input.text.trim() === '';

  return (
    <>
      <Heading>{t('search.title')}</Heading>
      <SearchField
        inputRef={field}
        value={input.text}
        onChange={input.setText}
        onSubmit={() => {
          const searched = input.submit();
          if (searched !== null) remember(searched);
          // On a phone, Enter means "show me": the keyboard steps aside for the results.
          if (searched !== null && !isDesktop) field.current?.blur();
        }}
        tooLong={input.tooLong}
        autoFocus={isDesktop}
      />
      {empty || input.query === '' ? (
        <Start>
          <RecentSearchList
            entries={recents.entries}
            onSearch={searchFor}
            onRemove={recents.remove}
            onClear={recents.clear}
            onEmptied={focusField}
          />
          {tags.length > 0 && (
            <section aria-labelledby={tagsHeading}>
              <h2 id={tagsHeading}>{t('search.tags.heading')}</h2>
              <TagChips tags={tags} onPick={searchFor} />
            </section>
          )}
        </Start>
      ) : (
        <SearchResults
          query={input.query}
          reader={reader}
          detailHref={detailHref}
          tags={tags}
          onSearch={searchFor}
          onFound={remember}
        />
      )}
    </>
  );
}

const Heading = VisuallyHidden.withComponent('h1');

const Start = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.xxl}px`};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;
