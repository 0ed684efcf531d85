import styled from '@emotion/styled';
import { FAQ_CATEGORIES, FAQ_QUERY_MAX_LENGTH, type FaqCategory } from '@/domain/help';
import { t } from '@/i18n/ns/help';
import { Button, EmptyState, PageHeader, Spinner } from '@/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useFaqQuery } from '../api';
import { useDebounced } from '../hooks/use-debounced';
import { FaqItem } from './faq-item';
import { FaqSearch } from './faq-search';
import { FaqTabs } from './faq-tabs';

/** A short pause after typing before the FAQ is searched: the list is small, so results may follow the typing. */
export const FAQ_SEARCH_DELAY_MS = 300;

export interface FaqScreenProps {
  backTo?: string | 'history';
  /** The 1:1 inquiry for a question the FAQ does not answer; null where the bundle has none (the German variant). */
  inquiryHref: string | null;
}

const categoryOf = (value: string | null): FaqCategory | null =>
  FAQ_CATEGORIES.find((category) => category === value) ?? null;

/**
 * `/faq`: the platform's questions by category, each answer expandable, and a search over the whole FAQ. The address
 * holds the category (`?category=`) and the search (`?q=`, written after a short pause, replacing the entry so back
 * leaves the page rather than stepping through every word).
 */
export function FaqScreen({ backTo = 'history', inquiryHref }: FaqScreenProps) {
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const typed = text.trim();
  const tooLong = typed.length > FAQ_QUERY_MAX_LENGTH;
  const settled = useDebounced(typed, FAQ_SEARCH_DELAY_MS);

  useEffect(() => {
    // A cleared field shows the categories at once; a long one is said, not sent.
    const next = typed === '' ? '' : tooLong ? urlQuery : settled;
    if (next === urlQuery) return;
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === '') updated.delete('q');
        else updated.set('q', next);
        return updated;
      },
      { replace: true },
    );
  }, [typed, tooLong, settled, urlQuery, setParams]);

  const searching = urlQuery !== '';
  const { currentData, data, isError, refetch } = useFaqQuery(
    searching ? { category: null, q: urlQuery } : { category, q: '' },
  );
  const shown = currentData ?? data;

  return (
    <>
      <PageHeader title={t('help.faq.title')} backTo={backTo} />
      <FaqSearch value={text} onChange={setText} tooLong={tooLong} />
      {isError && !shown ? (
        <EmptyState
          title={t('help.faq.failed')}
          action={
            <Button type="button" onClick={() => void refetch()}>
              {t('help.faq.retry')}
            </Button>
          }
        />
      ) : !shown ? (
        <Spinner label={t('help.faq.title')} />
      ) : (
        <>
          {!searching && <FaqTabs categories={shown.categories} current={category} />}
          {/* Always present, so that screen readers announce the count when a search fills it. */}
          <Status role="status">
            {!searching
              ? ''
              : shown.items.length === 0
                ? t('help.faq.noResult', { query: urlQuery })
                : t('help.faq.results', { count: shown.items.length, query: urlQuery })}
          </Status>
          {shown.items.length === 0 ? (
            <EmptyState title={searching ? t('help.faq.noResultHint') : t('help.faq.empty')} />
          ) : (
            <List aria-busy={currentData === undefined || undefined}>
              {shown.items.map((item) => (
                <FaqItem key={item.id} item={item} showCategory={searching || category === null} />
              ))}
            </List>
          )}
        </>
      )}
      {inquiryHref && (
        <Footer>
          <p>{t('help.faq.notHere')}</p>
          <Link to={inquiryHref}>{t('help.faq.toQna')}</Link>
        </Footer>
      )}
    </>
  );
}

const Status = styled.p`
  margin: 0;
  &:empty {
    display: none;
  }
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.xl}px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
