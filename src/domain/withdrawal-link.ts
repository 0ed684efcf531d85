/**
 * The withdrawal link's page and lifetime, apart from the request schemas so that the route registry (first load)
 * takes these few bytes without the validator.
 */

/** The SPA page the mail's link opens (the token rides in `?token=`); the server builds the link from it. */
export const WITHDRAWAL_CONFIRM_ROUTE = '/mail/withdrawal';
/** How long a confirmation link stays valid. */
export const WITHDRAWAL_LINK_HOURS = 24;
