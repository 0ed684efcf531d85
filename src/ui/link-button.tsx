import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

/**
 * A router link drawn as the primary button, for a way on that is navigation rather than an action (read, continue,
 * back to the home page): a real link keeps "open in a new tab" and the URL in the status bar. Screens adjust size
 * and width by styling it further.
 */
export const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.control}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
