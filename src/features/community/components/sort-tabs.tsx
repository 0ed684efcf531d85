import styled from '@emotion/styled';
import { COMMENT_SORTS, type CommentSort } from '@/domain/comment';
import { t } from '@/i18n/ns/community';

/** Best or newest first: a pair of toggle buttons (the list below is one and the same, re-ordered). */
export function SortTabs({ value, onChange }: { value: CommentSort; onChange(sort: CommentSort): void }) {
  return (
    <Group role="group" aria-label={t('community.sort.label')}>
      {COMMENT_SORTS.map((sort) => (
        <button key={sort} type="button" aria-pressed={value === sort} onClick={() => onChange(sort)}>
          {t(`community.sort.${sort}`)}
        </button>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  overflow: hidden;
  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.lg}px;
    border: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
