import { and, asc, eq } from 'drizzle-orm';
import type { PlatformId } from '../../../src/domain/enums';
import type { ThemeDetail, ThemeSummary } from '../../../src/domain/themes';
import type { Executor } from '../../db/client';
import { themes, themeTitles, titles } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import type { Audience } from './audience';
import { toSummaries, visibleTo } from './summaries';

/** Titles of a theme on the main page's rail (as many as a main-page section shows). */
export const THEME_PREVIEW_SIZE = 10;
/** A theme is an editor's short list; the cap keeps one answer bounded whatever an operator writes. */
export const THEME_ITEMS_MAX = 200;

type ThemeRow = typeof themes.$inferSelect;

/** A theme's titles in the editors' order, filtered by the same visibility rule as every content list. */
async function themeItems(executor: Executor, audience: Audience, themeId: number, limit: number, now: Date) {
  const rows = await executor
    .select({ title: titles })
    .from(themeTitles)
    .innerJoin(titles, eq(titles.id, themeTitles.titleId))
    .where(and(eq(themeTitles.themeId, themeId), visibleTo(audience, now)))
    .orderBy(asc(themeTitles.position), asc(titles.id))
    .limit(limit);
  return toSummaries(
    executor,
    rows.map((r) => r.title),
  );
}

const head = (row: ThemeRow) => ({ id: row.id, title: row.title, description: row.description });

/**
 * `GET /theme`: the platform's themes in order, each with its first titles this reader may see. A theme with none
 * left to show (all adult, say, for a guest) is left out, as the main page would show an empty rail.
 */
export async function listThemes(
  executor: Executor,
  platform: PlatformId,
  audience: Audience,
  now: Date,
): Promise<ThemeSummary[]> {
  const rows = await executor
    .select()
    .from(themes)
    .where(eq(themes.platform, platform))
    .orderBy(asc(themes.position), asc(themes.id));
  const filled = await Promise.all(
    rows.map(async (row) => ({
      ...head(row),
      preview: await themeItems(executor, audience, row.id, THEME_PREVIEW_SIZE, now),
    })),
  );
  return filled.filter((theme) => theme.preview.length > 0);
}

/** `GET /theme/{id}`: the whole theme; another platform's theme is NOT_FOUND_THEME like a missing one. */
export async function themeDetail(
  executor: Executor,
  platform: PlatformId,
  audience: Audience,
  id: number,
  now: Date,
): Promise<ThemeDetail> {
  const [row] = await executor
    .select()
    .from(themes)
    .where(and(eq(themes.platform, platform), eq(themes.id, id)));
  if (!row) throw new ApiFailure('NOT_FOUND_THEME');
  return { ...head(row), items: await themeItems(executor, audience, row.id, THEME_ITEMS_MAX, now) };
}
