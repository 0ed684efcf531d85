/** Where a banner leads: a page of this site (routed inside the app), another site (a new tab), or nowhere. */
export type BannerTarget = { kind: 'app'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Spec §5: links to the product's own host are routed inside the app. Anything but http(s) (`javascript:`, `data:`)
 * is not followed at all.
 */
export function bannerTarget(link: string, origin: string): BannerTarget {
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  if (url.origin === origin) return { kind: 'app', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

/**
 * The banner's own background with a text colour that stays readable on it: dark text on light colours, white on dark
 * ones (by perceived brightness). Only `#rrggbb` colours are taken from the API; anything else keeps the page's colours.
 */
export function bannerColors(background: string): { background?: string; color?: string } {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return {};
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16)) as [number, number, number];
  return { background, color: r * 0.299 + g * 0.587 + b * 0.114 > 125 ? '#1f2328' : '#fff' };
}
