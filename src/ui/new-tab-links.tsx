import { Fragment } from 'react';
import { VisuallyHidden } from './visually-hidden';

export interface NewTabLinksProps {
  links: readonly { href: string; label: string; testId?: string }[];
  /** Said after each label to assistive technology ("opens in a new tab"), in the caller's language. */
  newTab: string;
}

/**
 * Links beside a form that open in a new tab (the terms and the privacy policy next to a required tick), so that
 * reading them never loses what the reader typed or ticked.
 */
export function NewTabLinks({ links, newTab }: NewTabLinksProps) {
  return (
    <>
      {links.map(({ href, label, testId }, index) => (
        <Fragment key={href}>
          {index > 0 && ' · '}
          <a href={href} target="_blank" rel="noopener" data-testid={testId}>
            {label}
            <VisuallyHidden> ({newTab})</VisuallyHidden>
          </a>
        </Fragment>
      ))}
    </>
  );
}
