import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@/i18n/ns/inquiry';
import { useReaderKey } from '@/session/reader-key';
import { Button, EmptyState, Spinner } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';
import { LinkButton } from '@/ui/link-button';
import { useInquiryPageQuery } from '../api';
import { InquiryItem } from './inquiry-item';

export interface InquiryListScreenProps {
  registerHref: string;
  faqHref: string;
  /** The inquiry just sent, shown open. */
  openId?: number | null;
}

/** `/qna`: the reader's inquiries, newest first, page by page; the way to a new one and to the FAQ. */
export function InquiryListScreen({ registerHref, faqHref, openId = null }: InquiryListScreenProps) {
  const [pages, setPages] = useState(1);
  // Signed image URLs live for an hour or two: a list older than ten minutes is asked again.
  const first = useInquiryPageQuery({ reader: useReaderKey(), page: 0 }, { refetchOnMountOrArgChange: 600 });

  return (
    <Body>
      <Actions>
        <LinkButton to={registerHref} data-testid="inquiry-register-link">
          {t('inquiry.register')}
        </LinkButton>
        <Link to={faqHref}>{t('inquiry.toFaq')}</Link>
      </Actions>
      {first.isError && !first.data ? (
        <EmptyState
          title={t('inquiry.failed')}
          action={
            <Button type="button" onClick={() => void first.refetch()}>
              {t('inquiry.retry')}
            </Button>
          }
        />
      ) : !first.data ? (
        <Spinner label={t('inquiry.loading')} />
      ) : first.data.items.length === 0 ? (
        <EmptyState
          title={t('inquiry.empty')}
          description={t('inquiry.emptyHint')}
          action={<LinkButton to={registerHref}>{t('inquiry.register')}</LinkButton>}
        />
      ) : (
        <List>
          {Array.from({ length: pages }, (_, page) => (
            <InquiryPageItems
              key={page}
              page={page}
              last={page === pages - 1}
              openId={openId}
              onMore={() => setPages(page + 2)}
            />
          ))}
        </List>
      )}
    </Body>
  );
}

interface PageItemsProps {
  page: number;
  /** Only the last page asked for offers "more": an earlier page's button would ask for a page already asked. */
  last: boolean;
  openId: number | null;
  onMore(): void;
}

/** One page of the list: loading, failed with a retry, or its items. */
function InquiryPageItems({ page, last, openId, onMore }: PageItemsProps) {
  const { data, isError, isFetching, refetch } = useInquiryPageQuery({ reader: useReaderKey(), page });
  if (!data) {
    return (
      <li>
        {isError && !isFetching ? (
          <InlineAlert
            action={
              <Button type="button" variant="secondary" onClick={() => void refetch()}>
                {t('inquiry.retry')}
              </Button>
            }
          >
            {t('inquiry.failed')}
          </InlineAlert>
        ) : (
          <Spinner label={t('inquiry.loading')} />
        )}
      </li>
    );
  }
  return (
    <>
      {data.items.map((item) => (
        <InquiryItem key={item.id} inquiry={item} open={item.id === openId} />
      ))}
      {data.hasNext && last && (
        <li>
          <Button type="button" variant="secondary" block onClick={onMore}>
            {t('inquiry.more')}
          </Button>
        </li>
      )}
    </>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  justify-content: space-between;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
