import styled from '@emotion/styled';
import { useRef, type MouseEvent } from 'react';
import { t } from '@/i18n';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

export const DialogHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm}px ${theme.space.sm}px ${theme.space.lg}px`};
  min-height: ${({ theme }) => theme.layout.headerBar}px;
`;

export const DialogTitle = styled.h2`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const DialogBody = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px;
  overflow-y: auto;
`;

export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <IconButton type="button" aria-label={t('ui.close')} onClick={onClose}>
      <CloseIcon />
    </IconButton>
  );
}

/**
 * Closes on a click on the backdrop itself. A press that starts inside the dialog and ends on the backdrop (a text
 * selection dragged out) does not count.
 */
export function useBackdropClose(onClose: () => void) {
  const pressedOnBackdrop = useRef(false);
  return {
    onMouseDown: (event: MouseEvent) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent) => {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      pressedOnBackdrop.current = false;
    },
  };
}
