import styled from '@emotion/styled';
import { Link, useSearchParams } from 'react-router-dom';
import type { ContentSort } from '@/domain/catalog';
import { t } from '@/i18n/ns/home';
import { theme, VisuallyHidden } from '@/ui';
import { WEEK_DAYS, type WeekDay } from '../home-query';
import { withHomeQuery } from './home-lists';

export interface ListFiltersProps {
  /** The weekly tab's chosen day and today's, in the platform's time zone; null on other tabs. */
  day: { chosen: WeekDay; today: WeekDay } | null;
  sort: ContentSort;
  sorts: readonly ContentSort[];
}

/**
 * The day and order of a home list as links that change the URL query, so back, forward, a reload and a shared link
 * all show the same list.
 */
export function ListFilters({ day, sort, sorts }: ListFiltersProps) {
  const [params] = useSearchParams();
  return (
    <>
      {day && (
        <Chips aria-label={t('home.dayFilter')}>
          {WEEK_DAYS.map((value) => (
            <li key={value}>
              <Link
                to={{ search: withHomeQuery(params, { day: value }) }}
                aria-current={value === day.chosen ? 'true' : undefined}
                data-today={value === day.today || undefined}
                preventScrollReset
              >
                {t(`home.days.${value}`)}
                {value === day.today && <VisuallyHidden>{t('home.today')}</VisuallyHidden>}
              </Link>
            </li>
          ))}
        </Chips>
      )}
      {sorts.length > 1 && (
        <Chips aria-label={t('home.sortFilter')} data-kind="sort">
          {sorts.map((value) => (
            <li key={value}>
              <Link
                to={{ search: withHomeQuery(params, { sort: value }) }}
                aria-current={value === sort ? 'true' : undefined}
                preventScrollReset
              >
                {t(`home.sorts.${value}`)}
              </Link>
            </li>
          ))}
        </Chips>
      )}
    </>
  );
}

const Chips = styled.ul`
  display: flex;
  gap: ${theme.space.xs}px;
  margin: 0;
  padding: ${theme.space.sm}px ${theme.space.lg}px 0;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;
  a {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${theme.space.md}px;
    white-space: nowrap;
    font-size: ${theme.fontSizes.sm}px;
    color: ${theme.colors.text};
    text-decoration: none;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill}px;
  }
  a[aria-current] {
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.onPrimary};
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
  }
  a[data-today]::after {
    content: '';
    position: absolute;
    top: 4px;
    right: 6px;
    width: 6px;
    height: 6px;
    background: ${theme.colors.danger};
    border-radius: 50%;
  }
  &[data-kind='sort'] a {
    min-height: 32px;
    border-color: transparent;
  }
  &[data-kind='sort'] a[aria-current] {
    color: ${theme.colors.primaryActive};
    background: ${theme.colors.primarySoft};
  }
`;
