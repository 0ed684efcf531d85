import styled from '@emotion/styled';
import { FAQ_QUERY_MAX_LENGTH } from '@/domain/help';
import { t } from '@/i18n/ns/help';
import { IconButton, VisuallyHidden } from '@/ui';
import { useId } from 'react';

export interface FaqSearchProps {
  value: string;
  onChange(value: string): void;
  tooLong: boolean;
}

/** The search within the FAQ: a labelled search field that searches as the reader types, and a clear button. */
export function FaqSearch({ value, onChange, tooLong }: FaqSearchProps) {
  const id = useId();
  return (
    <Form role="search" onSubmit={(event) => event.preventDefault()}>
      <Label htmlFor={id}>{t('help.faq.searchLabel')}</Label>
      <Row>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('help.faq.searchPlaceholder')}
          enterKeyHint="search"
          autoComplete="off"
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `${id}-error` : undefined}
        />
        {value !== '' && (
          <IconButton type="button" aria-label={t('help.faq.clear')} onClick={() => onChange('')}>
            ×
          </IconButton>
        )}
      </Row>
      {tooLong && (
        <ErrorText id={`${id}-error`} role="alert">
          {t('help.faq.tooLong', { max: FAQ_QUERY_MAX_LENGTH })}
        </ErrorText>
      )}
    </Form>
  );
}

const Label = VisuallyHidden.withComponent('label');

const Form = styled.form`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  padding-left: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.layout.control}px;
    border: 0;
    background: transparent;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus {
    outline: none;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.danger};
`;
