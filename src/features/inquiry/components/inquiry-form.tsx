import styled from '@emotion/styled';
import { useState } from 'react';
import { INQUIRY_CATEGORIES, INQUIRY_DAILY_LIMIT } from '@/domain/help';
import { isErrorCode } from '@/domain/errors';
import { INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX } from '@/domain/inquiry';
import { messagesFor } from '@/i18n';
import { errors } from '@/i18n/ns/errors';
import { inquiry } from '@/i18n/ns/inquiry';
import { Button, TextField, useForm, type FormSubmitResult } from '@/ui';
import { validateInquiry, type ImageRefusal, type InquiryValues } from '../validation';
import { ImagePicker } from './image-picker';

const texts = messagesFor({ inquiry, errors });
const ORDER = ['category', 'title', 'content'] as const;
const EMPTY: InquiryValues = { category: '', title: '', content: '' };
const BOUNDS = { title: INQUIRY_TITLE_MAX, content: INQUIRY_CONTENT_MAX };

export interface InquiryFormProps {
  onSubmit(values: InquiryValues & { images: File[] }): Promise<FormSubmitResult>;
}

/** Category, title, content with a counter and up to three images; every rule is checked before the upload. */
export function InquiryForm({ onSubmit }: InquiryFormProps) {
  const t = texts.t;
  const [images, setImages] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<ImageRefusal | null>(null);
  const {
    values,
    change,
    message,
    serverCode,
    pending,
    formRef,
    onSubmit: submit,
  } = useForm({
    initial: EMPTY,
    order: ORDER,
    t: (key) => t(key, { max: key === 'inquiry.check.title' ? BOUNDS.title : BOUNDS.content }),
    validate: validateInquiry,
    submit: (values) => onSubmit({ ...values, images }),
  });
  const text = (field: 'title' | 'content') => (value: string) => change(field)({ target: { value, checked: false } });
  const categoryError = message('category');
  const contentError = message('content');

  return (
    <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={t('inquiry.registerTitle')}>
      <Field>
        <label htmlFor="inquiry-category">{t('inquiry.category.label')}</label>
        <select
          id="inquiry-category"
          name="category"
          value={values.category}
          onChange={(event) => change('category')({ target: { value: event.target.value, checked: false } })}
          aria-invalid={categoryError ? true : undefined}
          data-testid="inquiry-category"
        >
          <option value="">{t('inquiry.category.choose')}</option>
          {INQUIRY_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`inquiry.category.${category}`)}
            </option>
          ))}
        </select>
        {categoryError && <ErrorText role="alert">{categoryError}</ErrorText>}
      </Field>
      <TextField
        label={t('inquiry.field.title')}
        name="title"
        value={values.title}
        maxLength={INQUIRY_TITLE_MAX}
        onChange={(event) => text('title')(event.target.value)}
        error={message('title')}
        hint={t('inquiry.field.counter', { count: values.title.length, max: INQUIRY_TITLE_MAX })}
        data-testid="inquiry-title"
      />
      <Field>
        <label htmlFor="inquiry-content">{t('inquiry.field.content')}</label>
        <textarea
          id="inquiry-content"
          name="content"
          rows={8}
          maxLength={INQUIRY_CONTENT_MAX}
          value={values.content}
          onChange={(event) => text('content')(event.target.value)}
          aria-invalid={contentError ? true : undefined}
          aria-describedby="inquiry-content-note"
          data-testid="inquiry-content"
        />
        <Note id="inquiry-content-note" role={contentError ? 'alert' : undefined} data-testid="inquiry-content-counter">
          {contentError ?? t('inquiry.field.counter', { count: values.content.length, max: INQUIRY_CONTENT_MAX })}
        </Note>
      </Field>
      <ImagePicker files={images} onChange={setImages} onChecked={setRefusal} disabled={pending} />
      {refusal && (
        <ErrorText role="alert" data-testid="inquiry-image-error">
          {t(`errors.${refusal}`)}
        </ErrorText>
      )}
      <Note>{t('inquiry.daily', { count: INQUIRY_DAILY_LIMIT })}</Note>
      {serverCode !== undefined && (
        <ErrorText role="alert" data-testid="inquiry-error">
          {serverCode !== null && isErrorCode(serverCode) ? t(`errors.${serverCode}`) : t('errors.UNKNOWN')}
        </ErrorText>
      )}
      <Button type="submit" block loading={pending} data-testid="inquiry-submit">
        {pending ? t('inquiry.sending') : t('inquiry.send')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;

  label {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  select,
  textarea {
    min-height: ${({ theme }) => theme.layout.control}px;
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.background};
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
