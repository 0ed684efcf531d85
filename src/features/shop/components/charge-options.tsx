import styled from '@emotion/styled';
import type { Ref } from 'react';
import { PACKAGE_BONUS_VALID_DAYS, PAYMENT_METHODS, type PaymentMethod } from '@/domain/coins';
import { REFUND_WINDOW_DAYS } from '@/domain/constants';
import { t } from '@/i18n/ns/shop';
import { Checkbox } from '@/ui/checkbox';
import { InlineAlert } from '@/ui/inline-alert';
import { NewTabLinks } from '@/ui/new-tab-links';
import { FieldGroup } from '@/ui/required-ticks';

/** The required cautions of the shop (spec §5): all shown, and agreed to together with one tick. */
export const CAUTIONS = ['bonusExpiry', 'refund', 'minors', 'terms'] as const;
export type Caution = (typeof CAUTIONS)[number];

const cautionText = (caution: Caution) => {
  switch (caution) {
    case 'bonusExpiry':
      return t('shop.cautions.bonusExpiry', { days: PACKAGE_BONUS_VALID_DAYS });
    case 'refund':
      return t('shop.cautions.refund', { days: REFUND_WINDOW_DAYS });
    default:
      return t(`shop.cautions.${caution}`);
  }
};

export function MethodChoice({ method, onChange }: { method: PaymentMethod; onChange(method: PaymentMethod): void }) {
  return (
    <Group>
      <legend>{t('shop.method.legend')}</legend>
      <Choices>
        {PAYMENT_METHODS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="payment-method"
              value={value}
              checked={method === value}
              onChange={() => onChange(value)}
            />
            <span>{t(`shop.method.${value}`)}</span>
          </label>
        ))}
      </Choices>
    </Group>
  );
}

export interface CautionsProps {
  consented: boolean;
  onConsent(on: boolean): void;
  /** The reader tried to buy without the tick. */
  missing: boolean;
  /** The tick, for the focus when it is missing. */
  ref?: Ref<HTMLInputElement>;
  /** The terms of use and the privacy policy the cautions refer to. */
  termsHref: string;
  privacyHref: string;
}

const NOTES_ID = 'shop-cautions-notes';
const MISSING_ID = 'shop-cautions-missing';

/**
 * Every caution as a line to read, and one tick that agrees to them all: a reader who buys often reads the same four
 * sentences once and ticks once, rather than four times per purchase. The tick is described by the cautions, so a
 * screen reader says what it agrees to.
 */
export function Cautions({ consented, onConsent, missing, ref, termsHref, privacyHref }: CautionsProps) {
  return (
    <FieldGroup aria-describedby={missing ? MISSING_ID : undefined}>
      <legend>{t('shop.cautions.legend')}</legend>
      <Notes id={NOTES_ID}>
        {CAUTIONS.map((caution) => (
          <li key={caution}>{cautionText(caution)}</li>
        ))}
      </Notes>
      <p>
        <NewTabLinks
          newTab={t('shop.cautions.newTab')}
          links={[
            { href: termsHref, label: t('shop.cautions.termsLink'), testId: 'shop-terms-link' },
            { href: privacyHref, label: t('shop.cautions.privacyLink'), testId: 'shop-privacy-link' },
          ]}
        />
      </p>
      <Consent
        ref={ref}
        name="cautions"
        aria-required
        aria-describedby={NOTES_ID}
        aria-invalid={missing && !consented ? true : undefined}
        label={t('shop.cautions.agree')}
        checked={consented}
        onChange={(event) => onConsent(event.currentTarget.checked)}
      />
      {missing && <InlineAlert id={MISSING_ID}>{t('shop.cautions.required')}</InlineAlert>}
    </FieldGroup>
  );
}

/** The shop's choice groups share the layout of the required ticks. */
export const Group = FieldGroup;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm}px;
    min-height: ${({ theme }) => theme.layout.control}px;
    padding: 0 ${({ theme }) => theme.space.lg}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Notes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px ${theme.space.md}px ${theme.space.xl}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Consent = styled(Checkbox)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
