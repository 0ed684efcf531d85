import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export interface NoticeRowProps {
  /** What the reader is told instead of the content (log in to see it, it did not load). */
  message: ReactNode;
  /** The way on, usually a Button (log in, try again). */
  action: ReactNode;
  /** Says the message in the muted text colour. */
  muted?: boolean;
}

/** A message with its action beside it (below it on a narrow screen), standing in for a card's content. */
export function NoticeRow({ message, action, muted = false }: NoticeRowProps) {
  return (
    <Row muted={muted}>
      <p>{message}</p>
      {action}
    </Row>
  );
}

const Row = styled('div', { shouldForwardProp: (prop) => prop !== 'muted' })<{ muted: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  p {
    margin: 0;
    ${({ muted, theme }) => (muted ? `color: ${theme.colors.textMuted};` : '')}
  }
`;
