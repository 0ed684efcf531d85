import type { Ref } from 'react';
import { t } from '@/i18n/ns/transfer';
import { RequiredTicks } from '@/ui/required-ticks';

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
    <RequiredTicks
      id="transfer-terms"
      legend={t('transfer.confirm.termsLegend')}
      items={TERMS.map((term) => ({ key: term, label: t(`transfer.confirm.terms.${term}`) }))}
      ticked={ticked}
      onToggle={onToggle}
      missing={missing}
      missingMessage={t('transfer.confirm.required')}
      ref={ref}
    />
  );
}
