import styled from '@emotion/styled';
import { messagesFor } from '@/i18n';
import { adult } from '@/i18n/ns/adult';
import { errors } from '@/i18n/ns/errors';
import { Button } from '@/ui';

const { t, tMaybe } = messagesFor({ adult, errors });

export const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

export const Problem = styled.p`
  margin: ${({ theme }) => theme.space.md}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.danger};
`;

export const ActionRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.xl}px;
  > * {
    flex: 1;
  }
`;

export interface PopupActionsProps {
  confirmLabel: string;
  /** Omitted for a submit button of the surrounding form. */
  onConfirm?: () => void;
  onNo(): void;
  busy?: boolean;
}

/** "No" (closes and cancels, spec §4) beside the panel's own confirmation; focus starts on "No". */
export function PopupActions({ confirmLabel, onConfirm, onNo, busy = false }: PopupActionsProps) {
  return (
    <ActionRow>
      <Button variant="secondary" onClick={onNo}>
        {t('adult.no')}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} loading={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </ActionRow>
  );
}

/** The message of a refused verification or switch: the birth-date text for INVALID_PARAMETER (spec §5). */
export function problemMessage(code: string | null): string {
  if (code === 'INVALID_PARAMETER') return t('adult.birthday.invalid');
  return (code && tMaybe(`errors.${code}`)) || t('adult.failed');
}
