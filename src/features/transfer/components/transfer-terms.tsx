import '@/i18n/ns/transfer';
import styled from '@emotion/styled';
import type { Ref } from 'react';
import { t } from '@/i18n';
import { Checkbox } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';

/** The terms of the transfer: every one must be ticked before requesting it (like the shop's cautions). */
export const TERMS = ['final', 'contents', 'target'] as const;
export type Term = (typeof TERMS)[number];

export interface TransferTermsProps {
  ticked: ReadonlySet<Term>;
  onToggle(term: Term, on: boolean): void;
  /** The reader tried to request the transfer with a box left unticked. */
  missing: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}

export function TransferTerms({ ticked, onToggle, missing, ref }: TransferTermsProps) {
  return (
    <Group ref={ref} aria-describedby={missing ? 'transfer-terms-missing' : undefined}>
      <legend>{t('transfer.confirm.termsLegend')}</legend>
      {TERMS.map((term) => (
        <Checkbox
          key={term}
          name={term}
          aria-required
          label={t(`transfer.confirm.terms.${term}`)}
          checked={ticked.has(term)}
          aria-invalid={missing && !ticked.has(term) ? true : undefined}
          onChange={(event) => onToggle(term, event.currentTarget.checked)}
        />
      ))}
      {missing && <InlineAlert id="transfer-terms-missing">{t('transfer.confirm.required')}</InlineAlert>}
    </Group>
  );
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
