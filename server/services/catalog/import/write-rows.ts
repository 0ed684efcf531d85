import { count, eq, inArray } from 'drizzle-orm';
import { COVER_KEYS, type CoverKey, type ImageRef } from '../../../../src/domain/catalog';
import type { Database, Transaction } from '../../../db/client';
import { SEED_SECTIONS } from '../../../db/seed-catalog-data';
import { creators, episodeImages, episodes, mainSections, titleCreators, titles } from '../../../db/schema';
import { refreshTitleDates } from '../title-dates';
import type { TitlePlan } from './plan';
import type { PlannedImage } from './read-episode';

/** What an import wrote. */
export interface ImportResult {
  titleId: number;
  createdTitle: boolean;
  episodes: { number: number; id: number; created: boolean; publishedAt: Date }[];
}

/** `images/x/y.png` is served at `/images/x/y.png`, and episode_images keep it relative to the image root. */
const pathOf = (planned: PlannedImage) => planned.image.key.slice('images/'.length);
const refOf = (planned: PlannedImage): ImageRef => ({
  url: `/images/${pathOf(planned)}`,
  width: planned.image.width,
  height: planned.image.height,
  placeholder: planned.image.placeholder,
});
const coverRefs = (covers: NonNullable<TitlePlan['covers']>) =>
  Object.fromEntries(COVER_KEYS.map((key) => [key, refOf(covers[key])])) as Record<CoverKey, ImageRef>;

/** A database without main-page sections (a production one) gets the standard six, or `/` would show no title. */
async function ensureSections(tx: Transaction) {
  const [row] = await tx.select({ n: count() }).from(mainSections);
  if ((row?.n ?? 0) === 0)
    await tx.insert(mainSections).values(SEED_SECTIONS.map((s, position) => ({ ...s, position })));
}

/** The creators' ids by name, adding those the catalogue does not know yet. */
async function creatorIds(tx: Transaction, names: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (names.length === 0) return ids;
  for (const row of await tx.select().from(creators).where(inArray(creators.name, names)).orderBy(creators.id))
    if (!ids.has(row.name)) ids.set(row.name, row.id);
  const missing = names.filter((name) => !ids.has(name));
  if (missing.length > 0)
    for (const row of await tx
      .insert(creators)
      .values(missing.map((name) => ({ name })))
      .returning())
      ids.set(row.name, row.id);
  return ids;
}

/**
 * Every row of the import in ONE transaction, written after every image is stored: readers see the title and its
 * episodes as they were, or whole as imported, never half. A title or episode the operator withdrew stays withdrawn.
 */
export function writeRows(db: Database, plan: TitlePlan, now: Date): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await ensureSections(tx);
    const existing = plan.existing;
    const fields = {
      name: plan.name,
      ...(plan.reading === undefined ? {} : { reading: plan.reading }),
      ...(plan.description === null ? {} : { description: plan.description }),
      ...(plan.isAdult === null ? {} : { isAdult: plan.isAdult }),
      ...(plan.settings ?? {}),
      ...(plan.genres.length > 0 || !existing ? { genres: plan.genres } : {}),
      ...(plan.tags.length > 0 || !existing ? { tags: plan.tags } : {}),
      ...(plan.covers ? { covers: coverRefs(plan.covers) } : {}),
    };
    let titleId: number;
    if (existing) {
      const [row] = await tx.update(titles).set(fields).where(eq(titles.id, existing.id)).returning({ id: titles.id });
      if (!row) throw new Error(`Title #${existing.id} disappeared during the import.`);
      titleId = row.id;
    } else {
      const settings = plan.settings;
      if (!settings || !plan.covers) throw new Error('A new title needs its settings and covers.');
      const [row] = await tx
        .insert(titles)
        .values({
          ...settings,
          name: plan.name,
          reading: plan.reading ?? null,
          description: plan.description ?? '',
          isAdult: plan.isAdult ?? false,
          genres: plan.genres,
          tags: plan.tags,
          covers: coverRefs(plan.covers),
          sourceKey: plan.sourceKey,
          createdAt: now,
        })
        .returning({ id: titles.id });
      titleId = row!.id;
    }
    if (plan.creators.length > 0 || !existing) {
      const ids = await creatorIds(tx, [...new Set(plan.creators.map((c) => c.name))]);
      await tx.delete(titleCreators).where(eq(titleCreators.titleId, titleId));
      if (plan.creators.length > 0)
        await tx
          .insert(titleCreators)
          .values(plan.creators.map((c) => ({ titleId, creatorId: ids.get(c.name)!, type: c.type })));
    }
    const before = new Set(
      (await tx.select({ number: episodes.number }).from(episodes).where(eq(episodes.titleId, titleId))).map(
        (r) => r.number,
      ),
    );
    const written: ImportResult['episodes'] = [];
    for (const episode of plan.episodes) {
      const values = {
        name: episode.name,
        publishedAt: episode.publishedAt,
        thumbnail: refOf(episode.thumbnail),
        ...(episode.freeFrom === undefined ? {} : { freeFrom: episode.freeFrom }),
      };
      const [row] = await tx
        .insert(episodes)
        .values({ titleId, number: episode.number, ...values })
        .onConflictDoUpdate({ target: [episodes.titleId, episodes.number], set: values })
        .returning({ id: episodes.id });
      const id = row!.id;
      await tx.delete(episodeImages).where(eq(episodeImages.episodeId, id));
      await tx.insert(episodeImages).values(
        episode.pages.map((page, position) => ({
          episodeId: id,
          position,
          path: pathOf(page),
          width: page.image.width,
          height: page.image.height,
          placeholder: page.image.placeholder,
        })),
      );
      written.push({
        number: episode.number,
        id,
        created: !before.has(episode.number),
        publishedAt: episode.publishedAt,
      });
    }
    await refreshTitleDates(tx, titleId, now);
    return { titleId, createdTitle: !existing, episodes: written };
  });
}
