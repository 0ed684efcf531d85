import styled from '@emotion/styled';
import type { Ref } from 'react';
import { PACKAGE_BONUS_VALID_DAYS, PAYMENT_METHODS, type PaymentMethod } from '@/domain/coins';
import { REFUND_WINDOW_DAYS } from '@/domain/constants';
import { t } from '@/i18n/ns/shop';
import { NewTabLinks } from '@/ui/new-tab-links';
import { FieldGroup, RequiredTicks } from '@/ui/required-ticks';

/** The required cautions of the shop (spec §5): every one must be ticked before buying. */
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
  ticked: ReadonlySet<Caution>;
  onToggle(caution: Caution, on: boolean): void;
  /** The reader tried to buy with a box left unticked. */
  missing: boolean;
  ref?: Ref<HTMLFieldSetElement>;
  /** The terms of use and the privacy policy the last caution refers to. */
  termsHref: string;
  privacyHref: string;
}

export function Cautions({ ticked, onToggle, missing, ref, termsHref, privacyHref }: CautionsProps) {
  return (
    <RequiredTicks
      id="shop-cautions"
      legend={t('shop.cautions.legend')}
      items={CAUTIONS.map((caution) => ({ key: caution, label: cautionText(caution) }))}
      ticked={ticked}
      onToggle={onToggle}
      missing={missing}
      missingMessage={t('shop.cautions.required')}
      links={
        <NewTabLinks
          newTab={t('shop.cautions.newTab')}
          links={[
            { href: termsHref, label: t('shop.cautions.termsLink'), testId: 'shop-terms-link' },
            { href: privacyHref, label: t('shop.cautions.privacyLink'), testId: 'shop-privacy-link' },
          ]}
        />
      }
      ref={ref}
    />
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
