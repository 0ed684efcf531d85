import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createLabelSanitizer, INTERNAL_PATH_ATTRIBUTE, type LabelSanitizer } from '@/lib/html-label';

let sanitizer: LabelSanitizer | null = null;
/** One sanitizer for the page, made when the first label shows (DOMPurify loads with the screens that have labels). */
function sanitize(html: string): string {
  sanitizer ??= createLabelSanitizer(window, window.location.origin);
  return sanitizer(html);
}

export interface HtmlLabelProps {
  /** Markup from the server (an operator's notice or label): sanitized to spec §5's allowlist before it shows. */
  html: string;
  className?: string;
}

/**
 * A text label with markup. Links to this site open inside the app (the router, no reload); links elsewhere open in
 * a new tab. A modified click (new tab or window) is left to the browser.
 */
export function HtmlLabel({ html, className }: HtmlLabelProps) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitize(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest(`a[${INTERNAL_PATH_ATTRIBUTE}]`) : null;
    const path = link?.getAttribute(INTERNAL_PATH_ATTRIBUTE);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };
  // The markup is DOMPurify's output for the allowlist. The click handler only delegates the links' own clicks (Enter
  // on a focused link clicks it too), so the div itself is no control.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
