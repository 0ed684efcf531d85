import styled from '@emotion/styled';
import type { FaqCategory } from '@/domain/help';
import { t } from '@/i18n/ns/help';
import { Link } from 'react-router-dom';

/**
 * The FAQ's categories as links (`?category=`), so a category has its own address and back returns to it; "all" is
 * the address without one. The current one is marked with aria-current.
 */
export function FaqTabs({ categories, current }: { categories: FaqCategory[]; current: FaqCategory | null }) {
  const tabs: { category: FaqCategory | null; label: string }[] = [
    { category: null, label: t('help.faq.all') },
    ...categories.map((category) => ({ category, label: t(`help.faq.category.${category}`) })),
  ];
  return (
    <nav aria-label={t('help.faq.categories')}>
      <Tabs>
        {tabs.map(({ category, label }) => (
          <li key={category ?? 'ALL'}>
            <Link
              to={category ? `?category=${category}` : '?'}
              aria-current={category === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </Tabs>
    </nav>
  );
}

const Tabs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  list-style: none;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.control}px;
    padding: 0 ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill}px;
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
