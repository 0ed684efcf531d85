import styled from '@emotion/styled';
import { isErrorCode } from '@/domain/errors';
import { WITHDRAWAL_DETAIL_MAX, WITHDRAWAL_DETAIL_MIN, WITHDRAWAL_REASONS } from '@/domain/withdrawal';
import { messagesFor } from '@/i18n';
import { errors } from '@/i18n/ns/errors';
import { withdrawal } from '@/i18n/ns/withdrawal';
import { Button, Checkbox, useForm, type FormSubmitResult } from '@/ui';
import { validateWithdrawal, type WithdrawalValues } from '../validation';

const texts = messagesFor({ withdrawal, errors });
const BOUNDS = { min: WITHDRAWAL_DETAIL_MIN, max: WITHDRAWAL_DETAIL_MAX };
const ORDER = ['reason', 'detail', 'acknowledge'] as const;
const EMPTY: WithdrawalValues = { reason: '', detail: '', acknowledge: false };

export interface WithdrawalFormProps {
  onSubmit(values: { reason: string; detail: string }): Promise<FormSubmitResult>;
}

/** The reason (one of the list and the reader's own words) and the acknowledgement of the losses. */
export function WithdrawalForm({ onSubmit }: WithdrawalFormProps) {
  const t = texts.t;
  const {
    values,
    serverCode,
    pending,
    formRef,
    change,
    message,
    onSubmit: submit,
  } = useForm({
    initial: EMPTY,
    order: ORDER,
    t: (key) => t(key, BOUNDS),
    validate: validateWithdrawal,
    submit: (v) => onSubmit({ reason: v.reason, detail: v.detail }),
  });
  const reasonError = message('reason');
  const detailError = message('detail');
  const ackError = message('acknowledge');

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={t('withdrawal.title')}>
      <Fieldset aria-invalid={reasonError ? true : undefined}>
        <legend>{t('withdrawal.reason.legend')}</legend>
        {WITHDRAWAL_REASONS.map((reason) => (
          <label key={reason}>
            <input
              type="radio"
              name="reason"
              value={reason}
              checked={values.reason === reason}
              onChange={change('reason')}
            />
            {t(`withdrawal.reason.options.${reason}`)}
          </label>
        ))}
        {reasonError && <ErrorText role="alert">{reasonError}</ErrorText>}
      </Fieldset>
      <Field>
        <label htmlFor="withdrawal-detail">{t('withdrawal.reason.detail')}</label>
        <textarea
          id="withdrawal-detail"
          name="detail"
          rows={4}
          maxLength={WITHDRAWAL_DETAIL_MAX}
          value={values.detail}
          onChange={(event) => change('detail')({ target: { value: event.target.value, checked: false } })}
          aria-invalid={detailError ? true : undefined}
          aria-describedby="withdrawal-detail-note"
          data-testid="withdrawal-detail"
        />
        <p id="withdrawal-detail-note" role={detailError ? 'alert' : undefined}>
          {detailError ?? t('withdrawal.reason.hint', BOUNDS)}
        </p>
      </Field>
      <Checkbox
        name="acknowledge"
        label={t('withdrawal.acknowledge')}
        checked={values.acknowledge}
        onChange={change('acknowledge')}
        aria-invalid={ackError ? true : undefined}
      />
      {ackError && <ErrorText role="alert">{ackError}</ErrorText>}
      {serverCode !== undefined && (
        <ErrorText role="alert" data-testid="withdrawal-error">
          {isErrorCode(serverCode) ? t(`errors.${serverCode}`) : t('errors.UNKNOWN')}
        </ErrorText>
      )}
      <Button type="submit" variant="danger" block loading={pending} data-testid="withdrawal-submit">
        {t('withdrawal.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;

  label {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  textarea {
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    font: inherit;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
