import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

const linkButton = ({ theme }: { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.layout.control}px;
  padding: 0 ${theme.space.lg}px;
  border-radius: ${theme.radii.md}px;
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: ${theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A router link drawn as the primary button, for a way on that is navigation rather than an action (read, continue,
 * back to the home page): a real link keeps "open in a new tab" and the URL in the status bar. Screens adjust size
 * and width by styling it further.
 */
export const LinkButton = styled(Link)(linkButton);

/** The same, for a page of another site (the global service a German reader continues on). */
export const ExternalLinkButton = styled.a(linkButton);
