/**
 * The words of every mail in one language. `{name}` placeholders are filled by templates.ts; the link always stands
 * on its own line after `action`, so mail programs make it clickable.
 */
export interface MailTexts {
  /** First line, e.g. "Hello {nickname},". */
  greeting: string;
  /** Last line. */
  signature: string;
  /** After sign-up by e-mail: the account exists, confirming the address earns the sign-up event's coins. */
  signUp: { subject: string; intro: string; action: string };
  /** The sign-up confirmation sent again on request (the event page's "send again"). */
  signUpConfirm: { subject: string; action: string };
  /** A password reset link, valid one hour (PASSWORD_RESET_LINK_SECONDS). */
  resetPassword: { subject: string; intro: string; action: string; ignore: string };
  /** Confirming a withdrawal: the account stays active until the link is opened. */
  withdrawal: { subject: string; intro: string; action: string; ignore: string };
}
