import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogBody, DialogCloseButton, DialogHeader, DialogTitle, useBackdropClose } from './dialog-parts';
import { useDialog } from './use-dialog';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: string;
  children?: ReactNode;
  /** Largest width in px (the adult popup is 275); the modal never exceeds the screen. */
  width?: number;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ width: number }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ width }) => width}px;
  max-height: 100%;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  &:focus {
    outline: none;
  }
`;

/** A centred dialog in a portal: labelled by its title, focus trapped, Escape and the backdrop close it. */
export function Modal({ open, onClose, title, children, width = 400 }: ModalProps) {
  const titleId = useId();
  const ref = useDialog<HTMLDivElement>(open, onClose);
  const backdrop = useBackdropClose(onClose);
  if (!open) return null;
  return createPortal(
    <Backdrop {...backdrop}>
      <Panel ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} width={width}>
        <DialogHeader>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogCloseButton onClose={onClose} />
        </DialogHeader>
        <DialogBody data-dialog-body="">{children}</DialogBody>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
