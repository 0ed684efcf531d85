import type { SVGProps } from 'react';

export interface IconProps {
  /** Width and height in px (24 unless a denser control asks for less). */
  size?: number;
}

/**
 * The frame every line icon of the design system shares (icons.tsx and search-icons.tsx).
 * Decorative: every icon sits in a control that carries its own accessible name.
 */
export function Icon({ size = 24, ...props }: SVGProps<SVGSVGElement> & IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function BackIcon() {
  return (
    <Icon>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

export function ArrowUpIcon() {
  return (
    <Icon>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </Icon>
  );
}
