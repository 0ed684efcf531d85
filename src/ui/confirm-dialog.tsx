import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (withdrawal, clearing the cache) shows a red confirm button. */
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

const Message = styled.div`
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.xl}px;
  > * {
    flex: 1;
  }
`;

/** Ask before acting. Escape, the backdrop and the close button all mean cancel; focus starts on cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} width={320}>
      <Message>{message}</Message>
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </Actions>
    </Modal>
  );
}
