import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export interface InlineAlertProps {
  /** What went wrong or needs attention; announced when it appears. */
  children: ReactNode;
  /** A way on, usually a Button (try again). */
  action?: ReactNode;
  id?: string;
}

/**
 * A message inside a form or a page, next to what it is about (a box left unticked, an answer that never came),
 * announced as an alert. Not a toast: it stays until the reader has dealt with it.
 */
export function InlineAlert({ children, action, id }: InlineAlertProps) {
  return (
    <Box id={id} role="alert">
      <p>{children}</p>
      {action}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  p {
    flex: 1 1 12em;
    margin: 0;
  }
`;
