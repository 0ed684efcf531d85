import styled from '@emotion/styled';
import { useId } from 'react';
import { t } from '@/i18n/ns/purchase';
import { IconButton } from '@/ui';

export interface QuantityStepperProps {
  value: number;
  max: number;
  disabled?: boolean;
  onChange(value: number): void;
}

/** How many episodes, from 1 up to the locked episodes that follow; the count is announced as it changes. */
export function QuantityStepper({ value, max, disabled = false, onChange }: QuantityStepperProps) {
  const labelId = useId();
  return (
    <Row role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t('purchase.quantity.label')}</span>
      <Controls>
        <Step
          type="button"
          aria-label={t('purchase.quantity.less')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </Step>
        <Value aria-live="polite">{t('purchase.quantity.value', { count: value })}</Value>
        <Step
          type="button"
          aria-label={t('purchase.quantity.more')}
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </Step>
      </Controls>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Step = styled(IconButton)`
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Value = styled.output`
  min-width: 5em;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
