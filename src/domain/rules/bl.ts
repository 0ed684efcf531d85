/**
 * Spec §4 "BL display": applies only on the 'me' variant (blToggle). Elsewhere BL is always shown; on 'me' it
 * is hidden in the app, shown to guests, and follows isBlToggle for logged-in users.
 */
export function showBl(
  platform: { blToggle: boolean },
  ctx: { inApp: boolean; user: { isBlToggle: boolean } | null },
): boolean {
  if (!platform.blToggle) return true;
  if (ctx.inApp) return false;
  if (!ctx.user) return true;
  return ctx.user.isBlToggle;
}
