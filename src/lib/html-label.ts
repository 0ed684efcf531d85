import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * Text labels with markup (spec §5): only span, br, a and div, with the attributes style and href. Everything else
 * (scripts, event handlers, other tags and attributes, javascript: and data: URLs, styles that load or run things)
 * is removed by DOMPurify, the maintained sanitizer, configured here once.
 */
export const LABEL_TAGS = ['span', 'br', 'a', 'div'] as const;
export const LABEL_ATTRIBUTES = ['style', 'href'] as const;

/** Links may go to the web, to a mail address, or to a path of this site; nothing else is a link. */
const SAFE_URI = /^(?:(?:https?|mailto):|\/(?!\/)|#)/i;
/** CSS that fetches (url(), @import) or ran code in old browsers (expression(), behaviors, escapes hiding those). */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|\\/i;

/** The attribute an in-app link carries: the path the router opens instead of the browser loading the page. */
export const INTERNAL_PATH_ATTRIBUTE = 'data-internal-path';

export type LabelSanitizer = (html: string) => string;

/**
 * A sanitizer for one window and its own origin: links to that origin become in-app links (the path in
 * INTERNAL_PATH_ATTRIBUTE, no new tab); links elsewhere open in a new tab without the page's opener or referrer.
 */
export function createLabelSanitizer(window: Window & typeof globalThis, ownOrigin: string): LabelSanitizer {
  const purify: DOMPurify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    // DOMPurify lets a few attributes pass every allowlist (`is`, for customised built-in elements): not here.
    if (!(LABEL_ATTRIBUTES as readonly string[]).includes(data.attrName)) data.keepAttr = false;
    if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    let url: URL;
    try {
      url = new URL(href, ownOrigin);
    } catch {
      node.removeAttribute('href');
      return;
    }
    // A path starting with `//` is another site's address to the router, so such a link is not routed inside the app.
    if (url.origin === new URL(ownOrigin).origin && !url.pathname.startsWith('//')) {
      node.setAttribute(INTERNAL_PATH_ATTRIBUTE, `${url.pathname}${url.search}${url.hash}`);
    } else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  const config = {
    ALLOWED_TAGS: [...LABEL_TAGS],
    ALLOWED_ATTR: [...LABEL_ATTRIBUTES],
    ALLOWED_URI_REGEXP: SAFE_URI,
    // The label's own target, rel or data-* never pass: the link attributes are set by the hook above, after the
    // allowlist ran over what the label brought.
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  };
  return (html) => purify.sanitize(html, config);
}
