import { coverRef, coversFor, panelRef } from '../media/catalogue-images';
import type { PlatformId } from '../../src/domain/enums';
import type { Transaction } from './client';
import { DEMO_TEXT, demoLocaleOf } from './demo-text';
import {
  banners,
  creators,
  episodeImages,
  episodes,
  mainSections,
  titleCreators,
  titleNotices,
  titles,
} from './schema';
import {
  episodeName,
  imageCount,
  personName,
  SEED_BANNERS,
  SEED_PEOPLE_COUNT,
  SEED_SECTIONS,
  SEED_TITLE_NOTICES,
  seedTitles,
  type SeedTitle,
} from './seed-catalog-data';
import { seedEpisodePrices } from './seed-prices';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Publication time of episode `number`: the latest came out `latestDaysAgo` ago, the earlier ones at the interval. */
function publishedAt(title: SeedTitle, number: number, now: Date): Date {
  const back = title.latestDaysAgo + (title.episodeCount - number) * title.intervalDays;
  return new Date(now.getTime() - back * DAY);
}

/**
 * The catalogue of the seed (titles, creators, episodes with images, notices, banners, sections) in the language of
 * the deployment's platform; rows only.
 */
export async function seedCatalogue(
  tx: Transaction,
  now: Date,
  platform: PlatformId,
): Promise<{ titles: number; episodes: number }> {
  const locale = demoLocaleOf(platform);
  const text = DEMO_TEXT[locale];
  const people = await tx
    .insert(creators)
    .values(Array.from({ length: SEED_PEOPLE_COUNT }, (_, i) => ({ name: personName(i) })))
    .returning({ id: creators.id });
  const specs = seedTitles(locale);
  const inserted = await tx
    .insert(titles)
    .values(
      specs.map((t) => ({
        name: t.name,
        reading: t.reading,
        description: t.description,
        status: t.status,
        schedule: t.schedule,
        isAdult: t.isAdult,
        isBl: t.isBl,
        genres: t.genres,
        tags: t.tags,
        covers: coversFor(t.index, locale),
        // Priced per market (seed-prices), not per language: 'me' and 'de' share English titles, not a shop.
        ...seedEpisodePrices(platform, t.index),
        rentalHours: 72,
        freeEpisodeCount: t.freeEpisodeCount,
        waitFreeHours: t.waitFree?.hours ?? null,
        waitFreeExcludeLatest: t.waitFree?.excludeLatest ?? 0,
        viewCount: t.viewCount,
        launchedAt: publishedAt(t, 1, now),
        latestEpisodeAt: publishedAt(t, t.episodeCount, now),
        createdAt: publishedAt(t, 1, now),
      })),
    )
    .returning({ id: titles.id });
  const ids = inserted.map((row) => row.id);
  const idOf = (index: number) => ids[index] ?? 0;

  await tx
    .insert(titleCreators)
    .values(
      specs.flatMap((t) =>
        t.creators.map((c) => ({ titleId: idOf(t.index), creatorId: people[c.person]?.id ?? 0, type: c.type })),
      ),
    );

  const episodeRows = specs.flatMap((t) =>
    Array.from({ length: t.episodeCount }, (_, k) => {
      const number = k + 1;
      const cover = coverRef('square', t.index, locale);
      return {
        titleId: idOf(t.index),
        number,
        name: episodeName(locale, t.index, number),
        publishedAt: publishedAt(t, number, now),
        freeFrom: number <= t.campaignFreeUpTo ? new Date(now.getTime() - DAY) : null,
        thumbnail: { url: cover.url, width: cover.width, height: cover.height },
      };
    }),
  );
  const episodeIds: { id: number; titleId: number; number: number }[] = [];
  await insertInBatches(episodeRows, async (batch) => {
    episodeIds.push(
      ...(await tx
        .insert(episodes)
        .values(batch)
        .returning({ id: episodes.id, titleId: episodes.titleId, number: episodes.number })),
    );
  });

  const indexOfTitle = new Map(ids.map((id, index) => [id, index]));
  const imageRows = episodeIds.flatMap((e) => {
    const titleIndex = indexOfTitle.get(e.titleId) ?? 0;
    return Array.from({ length: imageCount(titleIndex, e.number) }, (_, position) => {
      const panel = panelRef(titleIndex * 5 + e.number * 3 + position);
      return { episodeId: e.id, position, path: panel.path, width: panel.width, height: panel.height };
    });
  });
  await insertInBatches(imageRows, (batch) => tx.insert(episodeImages).values(batch));

  await tx.insert(titleNotices).values(
    specs.flatMap((t) => {
      const words = text.notices(t.name);
      return (SEED_TITLE_NOTICES.get(t.index) ?? []).flatMap(({ notice, daysAgo }) => {
        const chosen = words[notice];
        return chosen
          ? [{ titleId: idOf(t.index), ...chosen, createdAt: new Date(now.getTime() - daysAgo * DAY) }]
          : [];
      });
    }),
  );

  await tx.insert(banners).values(
    SEED_BANNERS.map((b, position) => {
      const icon = b.layout === 'ONLY_TEXT' ? null : coverRef('square', b.titleIndex, locale);
      const words = text.banners[position];
      return {
        layout: b.layout,
        title: words?.title ?? '',
        subtitle: words?.subtitle ?? null,
        icon: icon && { url: icon.url, width: icon.width, height: icon.height },
        background: b.background,
        link: `/detail/${idOf(b.titleIndex)}`,
        position,
      };
    }),
  );
  await tx.insert(mainSections).values(SEED_SECTIONS.map((s, position) => ({ ...s, position })));
  return { titles: ids.length, episodes: episodeIds.length };
}
