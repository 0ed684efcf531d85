import styled from '@emotion/styled';
import { isErrorCode } from '@/domain/errors';
import type { PrizeAddress } from '@/domain/roulette';
import { PRIZE_ADDRESS_FIELDS, PRIZE_ADDRESS_MAX, PRIZE_ADDRESS_REQUIRED } from '@/domain/roulette-address';
import { messagesFor } from '@/i18n';
import { errors } from '@/i18n/ns/errors';
import { roulette } from '@/i18n/ns/roulette';
import { Button, TextField, useForm, type FormSubmitResult } from '@/ui';
import { validateAddress } from '../address-check';

const texts = messagesFor({ roulette, errors });
const AUTOCOMPLETE: Record<keyof PrizeAddress, string> = {
  name: 'name',
  zipCode: 'postal-code',
  city: 'address-level1',
  address1: 'address-line1',
  address2: 'address-line2',
  phone: 'tel',
};

export interface AddressFormProps {
  initial: PrizeAddress;
  onSubmit(address: PrizeAddress): Promise<FormSubmitResult>;
}

/**
 * The address form of spec §3 with §5's required fields marked; the same rule as the API is checked before sending,
 * and a refusal of the API is shown under the form in the reader's language.
 */
export function AddressForm({ initial, onSubmit }: AddressFormProps) {
  const t = texts.t;
  const {
    values,
    change,
    message,
    serverCode,
    pending,
    formRef,
    onSubmit: submit,
  } = useForm({
    initial,
    order: PRIZE_ADDRESS_FIELDS,
    t: (key) => t(key),
    validate: validateAddress,
    submit: onSubmit,
  });
  return (
    <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={t('roulette.address.title')}>
      {PRIZE_ADDRESS_FIELDS.map((field) => {
        const required = PRIZE_ADDRESS_REQUIRED.includes(field);
        const label = t(`roulette.address.field.${field}`);
        return (
          <TextField
            key={field}
            label={required ? t('roulette.address.required', { label }) : label}
            name={field}
            value={values[field]}
            required={required}
            aria-required={required}
            maxLength={PRIZE_ADDRESS_MAX[field]}
            autoComplete={AUTOCOMPLETE[field]}
            {...(field === 'phone' ? { type: 'tel', inputMode: 'tel' as const } : {})}
            onChange={change(field)}
            error={message(field)}
            data-testid={`address-${field}`}
          />
        );
      })}
      {serverCode !== undefined && (
        <ErrorText role="alert" data-testid="address-error">
          {serverCode !== null && isErrorCode(serverCode) ? t(`errors.${serverCode}`) : t('errors.UNKNOWN')}
        </ErrorText>
      )}
      <Button type="submit" block loading={pending} data-testid="address-submit">
        {pending ? t('roulette.address.saving') : t('roulette.address.save')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
