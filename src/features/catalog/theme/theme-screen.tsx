import styled from '@emotion/styled';
import { t } from '@/i18n/ns/themes';
import { useReaderKey } from '@/session/reader-key';
import { Button, ContentCard, EmptyState, LinkButton, PageHeader, Spinner, theme } from '@/ui';
import { CardGrid, GRID_CARD_SIZES } from '../components/card-grid';
import { useThemeQuery } from './api';

export interface ThemeScreenProps {
  /** null when the address holds no id (`/theme/abc`): the not-found state without a call. */
  id: number | null;
  detailHref(id: number): string;
  mainHref: string;
}

/** `/theme/{id}`: a theme collection's title, its description and all its titles this reader may see. */
export function ThemeScreen({ id, detailHref, mainHref }: ThemeScreenProps) {
  const reader = useReaderKey();
  const { data, error, refetch } = useThemeQuery({ id: id ?? 0, reader }, { skip: id === null });
  const missing = id === null || error?.code === 'NOT_FOUND_THEME';
  const toMain = <LinkButton to={mainHref}>{t('themes.toMain')}</LinkButton>;

  return (
    <>
      <PageHeader title={data?.title ?? t('themes.title')} backTo="history" />
      {missing ? (
        <EmptyState title={t('errors.NOT_FOUND_THEME')} action={toMain} />
      ) : error ? (
        <EmptyState
          title={t('themes.failed')}
          action={
            <Button type="button" variant="secondary" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : !data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <Intro>
            {data.description && <p>{data.description}</p>}
            <p>{t('themes.count', { count: data.items.length })}</p>
          </Intro>
          {data.items.length === 0 ? (
            <EmptyState title={t('themes.empty')} action={toMain} />
          ) : (
            <CardGrid>
              {data.items.map((content, i) => (
                <li key={content.id}>
                  <ContentCard content={content} href={detailHref(content.id)} sizes={GRID_CARD_SIZES} eager={i < 6} />
                </li>
              ))}
            </CardGrid>
          )}
        </>
      )}
    </>
  );
}

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs}px;
  padding: ${theme.space.lg}px ${theme.space.lg}px 0;
  p:last-of-type {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm}px;
  }
`;
