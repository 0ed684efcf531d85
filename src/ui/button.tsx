import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';
import { SpinnerRing } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** Full width of the container. */
  block?: boolean;
  /** Busy: the button is disabled and says so (aria-busy) while keeping its label. */
  loading?: boolean;
};

const variants: Record<ButtonVariant, (theme: Theme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${theme.colors.primaryActive};
    }
  `,
  secondary: (theme) => css`
    background: ${theme.colors.background};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryHover};
    }
  `,
  ghost: (theme) => css`
    background: transparent;
    color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryHover};
    }
  `,
  danger: (theme) => css`
    background: ${theme.colors.danger};
    color: ${theme.colors.onDanger};
    &:hover:not(:disabled) {
      background: ${theme.colors.dangerHover};
    }
  `,
};

const StyledButton = styled('button', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'block',
})<{ variant: ButtonVariant; block: boolean }>`
  display: ${({ block }) => (block ? 'flex' : 'inline-flex')};
  width: ${({ block }) => (block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.control}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast}ms;
  ${({ theme, variant }) => variants[variant](theme)}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      variant={variant}
      block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <SpinnerRing size={16} aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
