import { Icon, type IconProps } from './icons';

// Kept out of icons.tsx: that module is in the entry chunk (the shell's toast and scroll-to-top use it), and only the
// lazily loaded search screen draws these.

export function SearchIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </Icon>
  );
}

/** A small cross for removing one entry of a list (narrower than CloseIcon's, which closes a whole surface). */
export function RemoveIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M7 7l10 10M17 7L7 17" />
    </Icon>
  );
}

export function HistoryIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4l3 2" />
    </Icon>
  );
}
