import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { INQUIRY_IMAGE_MAX_BYTES, INQUIRY_IMAGE_MAX_COUNT } from '@/domain/help';
import { INQUIRY_IMAGE_TYPES } from '@/domain/inquiry';
import { t } from '@/i18n/ns/inquiry';
import { Button } from '@/ui';
import { checkImages, type ImageRefusal } from '../validation';

export interface ImagePickerProps {
  files: readonly File[];
  onChange(files: File[]): void;
  /** A choice refused before upload (count, size, type), or null when a choice was taken. */
  onChecked(refusal: ImageRefusal | null): void;
  disabled?: boolean;
}

const MB = INQUIRY_IMAGE_MAX_BYTES / (1024 * 1024);

/** Up to three images with their previews (local object URLs, released when gone) and a remove button each. */
export function ImagePicker({ files, onChange, onChecked, disabled }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const added = Array.from(event.target.files ?? []);
    // Cleared at once, so that choosing the same file again after removing it is a change.
    event.target.value = '';
    if (added.length === 0) return;
    const refusal = await checkImages(files, added);
    onChecked(refusal);
    if (!refusal) onChange([...files, ...added]);
  }

  return (
    <Field>
      <Label htmlFor="inquiry-images">{t('inquiry.images.label')}</Label>
      <Hint id="inquiry-images-hint">{t('inquiry.images.hint', { count: INQUIRY_IMAGE_MAX_COUNT, size: MB })}</Hint>
      {files.length > 0 && (
        <Previews>
          {files.map((file, index) => (
            <li key={previews[index]} data-testid="inquiry-image-preview">
              <img src={previews[index]} alt={t('inquiry.images.preview', { index: index + 1 })} />
              <Button
                type="button"
                variant="secondary"
                disabled={disabled}
                onClick={() => {
                  onChecked(null);
                  onChange(files.filter((other) => other !== file));
                }}
              >
                {t('inquiry.images.remove', { index: index + 1 })}
              </Button>
            </li>
          ))}
        </Previews>
      )}
      <Button
        type="button"
        variant="secondary"
        disabled={disabled || files.length >= INQUIRY_IMAGE_MAX_COUNT}
        onClick={() => input.current?.click()}
      >
        {t('inquiry.images.add')}
      </Button>
      <HiddenInput
        ref={input}
        id="inquiry-images"
        type="file"
        multiple
        accept={INQUIRY_IMAGE_TYPES.join(',')}
        aria-describedby="inquiry-images-hint"
        disabled={disabled}
        onChange={(event) => void choose(event)}
        data-testid="inquiry-image-input"
      />
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Previews = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs}px;
    width: 96px;
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md}px;
  }
`;

// Off screen rather than display:none, so that the label still names it and tests can hand it files.
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
`;
