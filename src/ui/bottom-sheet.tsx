import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogBody, DialogCloseButton, DialogHeader, DialogTitle, useBackdropClose } from './dialog-parts';
import { useDialog } from './use-dialog';

export interface BottomSheetProps {
  open: boolean;
  onClose(): void;
  title: string;
  children?: ReactNode;
  /** Stays below the scrolling body, always in reach: the sheet's main action. */
  footer?: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.bottomSheet};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  max-height: 85vh;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => `${theme.radii.lg}px ${theme.radii.lg}px 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  padding-bottom: env(safe-area-inset-bottom);
  &:focus {
    outline: none;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px ${theme.space.lg}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A dialog that rises from the bottom of the 720 px column (purchase, options); same focus rules as Modal. */
export function BottomSheet({ open, onClose, title, children, footer }: BottomSheetProps) {
  const titleId = useId();
  const ref = useDialog<HTMLDivElement>(open, onClose);
  const backdrop = useBackdropClose(onClose);
  if (!open) return null;
  return createPortal(
    <Backdrop {...backdrop}>
      <Sheet ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <DialogHeader>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogCloseButton onClose={onClose} />
        </DialogHeader>
        <DialogBody data-dialog-body="">{children}</DialogBody>
        {footer ? <Footer>{footer}</Footer> : null}
      </Sheet>
    </Backdrop>,
    document.body,
  );
}
