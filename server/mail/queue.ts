import { platforms } from '../../platforms';
import type { Executor } from '../db/client';
import type { AppDeps } from '../lib/deps';
import { absoluteLink } from './links';
import type { MailLocale, RenderedMail } from './templates';

export interface QueuedMail {
  to: string;
  /** What the mail is, for the outbox's readers (tests, the dev page): SIGN_UP, RESET_PASSWORD, WITHDRAWAL, … */
  type: string;
  /** The SPA path (with query) the mail links to; the mail carries it as an absolute link. */
  path: string;
  /** The template in the platform's language, given the absolute link. */
  render(locale: MailLocale, link: string): RenderedMail;
  /** Anything else the outbox's readers need (e.g. userId). */
  meta?: Record<string, string>;
  /** The caller's clock time (a transaction must not read the clock through another connection). */
  now: Date;
}

/**
 * Every mail of the platform goes through here: rendered in the served platform's language with an absolute link,
 * and written to the outbox with `executor`, so it exists only if the caller's transaction commits. Delivery to a mail
 * server happens afterwards, from the outbox (server/mail/delivery.ts); nothing is sent from inside a transaction.
 */
export async function queueMail(deps: AppDeps, executor: Executor, mail: QueuedMail): Promise<void> {
  const link = absoluteLink(deps.config, mail.path);
  const rendered = mail.render(platforms[deps.config.platform].locale, link);
  await deps.outbox.send(
    {
      channel: 'MAIL',
      recipient: mail.to,
      subject: rendered.subject,
      body: rendered.text,
      meta: { ...mail.meta, type: mail.type, path: mail.path, link },
      createdAt: mail.now,
    },
    executor,
  );
}
