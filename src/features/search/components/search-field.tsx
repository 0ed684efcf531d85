import styled from '@emotion/styled';
import { useId, type Ref } from 'react';
import { t } from '@/i18n/ns/search';
import { IconButton, VisuallyHidden } from '@/ui';
import { SEARCH_QUERY_MAX_LENGTH } from '../search-query';
import { SearchIcon } from '@/ui/search-icons';

export interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  tooLong: boolean;
  autoFocus: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search form: a labelled search field, Enter or the button searches at once. */
export function SearchField({ value, onChange, onSubmit, tooLong, autoFocus, inputRef }: SearchFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Label htmlFor={id}>{t('search.field.label')}</Label>
      <Row>
        <Input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('search.field.placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          // Desktop only: on a phone, focusing on arrival would throw the keyboard over the suggestions.
          autoFocus={autoFocus}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? errorId : undefined}
        />
        <Submit type="submit" aria-label={t('search.field.submit')}>
          <SearchIcon size={20} />
        </Submit>
      </Row>
      {tooLong && (
        <ErrorText id={errorId} role="alert">
          {t('search.field.tooLong', { max: SEARCH_QUERY_MAX_LENGTH })}
        </ErrorText>
      )}
    </Form>
  );
}

const Form = styled.form`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Label = VisuallyHidden.withComponent('label');

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding-left: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.layout.control}px;
  border: 0;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
  }
`;

const Submit = styled(IconButton)`
  color: ${({ theme }) => theme.colors.primary};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.danger};
`;
