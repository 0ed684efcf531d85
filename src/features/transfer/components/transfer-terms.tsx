import type { Ref } from 'react';
import { t } from '@/i18n/ns/transfer';
import { NewTabLinks } from '@/ui/new-tab-links';
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
  /** The terms of use and the privacy policy the last box agrees to, readable on the German whitelist. */
  termsHref: string;
  privacyHref: string;
}

export function TransferTerms({ ticked, onToggle, missing, ref, termsHref, privacyHref }: TransferTermsProps) {
  return (
    <RequiredTicks
      id="transfer-terms"
      legend={t('transfer.confirm.termsLegend')}
      items={TERMS.map((term) => ({ key: term, label: t(`transfer.confirm.terms.${term}`) }))}
      ticked={ticked}
      onToggle={onToggle}
      missing={missing}
      missingMessage={t('transfer.confirm.required')}
      links={
        <NewTabLinks
          newTab={t('transfer.confirm.newTab')}
          links={[
            { href: termsHref, label: t('transfer.confirm.termsLink'), testId: 'transfer-terms-link' },
            { href: privacyHref, label: t('transfer.confirm.privacyLink'), testId: 'transfer-privacy-link' },
          ]}
        />
      }
      ref={ref}
    />
  );
}
