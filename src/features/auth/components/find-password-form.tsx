import { Button, TextField, useForm, type FormSubmitResult } from '@/ui';
import { useState } from 'react';
import { t } from '../recovery-texts';
import { validateFindPassword, type FindPasswordValues } from '../recovery-validation';
import { serverErrorText } from '../validation';
import { Form, FormError } from './form-layout';
import { Note } from './auth-screen';

export interface FindPasswordFormProps {
  onSubmit(email: string): Promise<FormSubmitResult>;
}

const ORDER = ['email'] as const;
const EMPTY: FindPasswordValues = { email: '' };

/**
 * The e-mail form of "forgot password": after the link went out, the note says where to and for how long; a refusal
 * (NOT_FOUND_USER, NOT_LOCAL_LOGIN_USER, FREQUENT_REQUEST, …) is said in the reader's language under the field.
 */
export function FindPasswordForm({ onSubmit }: FindPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
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
    t,
    validate: validateFindPassword,
    submit: async (v) => {
      const email = v.email.trim();
      const result = await onSubmit(email);
      if (result.ok) setSentTo(email);
      return result;
    },
  });

  if (sentTo !== null)
    return (
      <Note role="status" data-testid="find-password-sent">
        {t('recovery.find.sent', { email: sentTo })}
      </Note>
    );
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={t('recovery.find.formLabel')}>
      <TextField
        label={t('recovery.field.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        data-testid="find-password-email"
        value={values.email}
        onChange={change('email')}
        error={message('email')}
      />
      {serverCode !== undefined && (
        <FormError role="alert" data-testid="find-password-error">
          {serverErrorText(serverCode)}
        </FormError>
      )}
      <Button type="submit" variant="primary" block loading={pending} data-testid="find-password-submit">
        {t('recovery.find.submit')}
      </Button>
    </Form>
  );
}
