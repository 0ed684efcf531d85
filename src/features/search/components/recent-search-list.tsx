import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import { t } from '@/i18n/ns/search';
import { Button, IconButton } from '@/ui';
import { HistoryIcon, RemoveIcon } from '@/ui/search-icons';

export interface RecentSearchListProps {
  entries: readonly string[];
  onSearch(query: string): void;
  onRemove(query: string): void;
  onClear(): void;
  /** Where focus goes once the list is gone, so a keyboard user is not dropped at the top of the page. */
  onEmptied(): void;
}

/** The searches kept on this device, newest first: tap to search again, remove one, or clear them all. */
export function RecentSearchList({ entries, onSearch, onRemove, onClear, onEmptied }: RecentSearchListProps) {
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  // After a removal, focus moves to the entry that took the removed one's place.
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-recent-remove]');
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    if (target) target.focus();
    else onEmptied();
  }, [entries, onEmptied]);

  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{t('search.recent.heading')}</h2>
        <Button
          variant="ghost"
          onClick={() => {
            onClear();
            onEmptied();
          }}
        >
          {t('search.recent.clearAll')}
        </Button>
      </Header>
      <List ref={list}>
        {entries.map((entry, index) => (
          <li key={entry}>
            <Entry type="button" onClick={() => onSearch(entry)}>
              <HistoryIcon size={20} />
              <span>{entry}</span>
            </Entry>
            <IconButton
              type="button"
              data-recent-remove
              aria-label={t('search.recent.remove', { query: entry })}
              onClick={() => {
                focusAt.current = index;
                onRemove(entry);
              }}
            >
              <RemoveIcon size={20} />
            </IconButton>
          </li>
        ))}
      </List>
    </section>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Entry = styled.button`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.control}px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  text-align: start;
  cursor: pointer;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
