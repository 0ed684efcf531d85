import '@/i18n/ns/shop';
import styled from '@emotion/styled';
import type { Ref } from 'react';
import { PACKAGE_BONUS_VALID_DAYS, PAYMENT_METHODS, type PaymentMethod } from '@/domain/coins';
import { REFUND_WINDOW_DAYS } from '@/domain/constants';
import { t } from '@/i18n';
import { Checkbox } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';

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
}

export function Cautions({ ticked, onToggle, missing, ref }: CautionsProps) {
  return (
    <Group ref={ref} aria-describedby={missing ? 'shop-cautions-missing' : undefined}>
      <legend>{t('shop.cautions.legend')}</legend>
      {CAUTIONS.map((caution) => (
        <Checkbox
          key={caution}
          name={caution}
          aria-required
          label={cautionText(caution)}
          checked={ticked.has(caution)}
          aria-invalid={missing && !ticked.has(caution) ? true : undefined}
          onChange={(event) => onToggle(caution, event.currentTarget.checked)}
        />
      ))}
      {missing && <InlineAlert id="shop-cautions-missing">{t('shop.cautions.required')}</InlineAlert>}
    </Group>
  );
}

export const Group = styled.fieldset`
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
