import styled from '@emotion/styled';
import { t } from '@/i18n/ns/search';
import type { TagRank } from '../api';

export interface TagChipsProps {
  tags: readonly TagRank[];
  onPick(tag: string): void;
}

/** Tags as chips; picking one searches it. */
export function TagChips({ tags, onPick }: TagChipsProps) {
  return (
    <Chips>
      {tags.map((tag) => (
        <li key={tag.tag}>
          <Chip
            type="button"
            onClick={() => onPick(tag.tag)}
            aria-label={t('search.tags.chipLabel', { tag: tag.tag, count: tag.titleCount })}
          >
            {t('search.tags.chip', { tag: tag.tag })}
          </Chip>
        </li>
      ))}
    </Chips>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  min-height: ${({ theme }) => theme.layout.control}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primaryActive};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
