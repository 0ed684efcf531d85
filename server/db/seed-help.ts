import type { PlatformId } from '../../src/domain/enums';
import { count } from 'drizzle-orm';
import type { Executor } from './client';
import de from './help-content/de';
import japan from './help-content/japan';
import me from './help-content/me';
import taiwan from './help-content/taiwan';
import thai from './help-content/thai';
import type { HelpContent } from './help-content/types';
import { faqs, notices } from './schema';

export type { HelpContent };

export const HELP_CONTENT: Record<PlatformId, HelpContent> = { japan, thai, taiwan, me, de };

/**
 * Publication at 01:00 UTC: the same calendar day in every platform's time zone (Tokyo 10:00, Berlin 02:00/03:00),
 * so a notice dated the 1st of November says so everywhere.
 */
const publishedAt = (date: string) => new Date(`${date}T01:00:00Z`);

/** Writes every platform's notices and FAQ. The dates are the texts' own: a notice about 1 November is dated before it. */
export async function seedHelp(executor: Executor): Promise<{ notices: number; faqs: number }> {
  const platforms = Object.entries(HELP_CONTENT) as [PlatformId, HelpContent][];
  const noticeRows = platforms.flatMap(([platform, content]) =>
    content.notices.map((n) => ({
      platform,
      title: n.title,
      body: n.body,
      pinned: n.pinned ?? false,
      publishedAt: publishedAt(n.date),
    })),
  );
  const faqRows = platforms.flatMap(([platform, content]) =>
    content.faqs.map((f, index) => ({ platform, ...f, position: index + 1 })),
  );
  await executor.insert(notices).values(noticeRows);
  await executor.insert(faqs).values(faqRows);
  return { notices: noticeRows.length, faqs: faqRows.length };
}

/**
 * Writes the help desk texts into a database seeded before they existed (its notices and FAQ both empty), so a demo
 * that was started once before keeps working after an update; a database with any notice or question is left as is.
 */
export async function seedHelpIfMissing(executor: Executor): Promise<boolean> {
  const [[noticeCount], [faqCount]] = await Promise.all([
    executor.select({ n: count() }).from(notices),
    executor.select({ n: count() }).from(faqs),
  ]);
  if ((noticeCount?.n ?? 0) > 0 || (faqCount?.n ?? 0) > 0) return false;
  await seedHelp(executor);
  return true;
}
