import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The spinning ring alone, for a control that announces its busy state itself (Button). */
export const SpinnerRing = styled.span<{ size?: number }>`
  display: inline-block;
  width: ${({ size = 24 }) => size}px;
  height: ${({ size = 24 }) => size}px;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label, size }: { label: string; size?: number }) {
  return (
    <Wrapper role="status">
      <SpinnerRing size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
