import { asc, count } from 'drizzle-orm';
import type { PlatformId } from '../../src/domain/enums';
import type { Executor } from './client';
import { seedTitles, SEED_TITLE_COUNT, type SeedTitle } from './seed-catalog-data';
import { themes, themeTitles, titles } from './schema';

/** Which seed titles a theme holds, in its order, chosen from the deterministic catalogue of the seed. */
type Chooser = (all: SeedTitle[]) => SeedTitle[];

const completed: Chooser = (all) => all.filter((t) => t.status === 'COMPLETED');
// The titles with ten free episodes: more than a rail shows, so "see all" has more to see.
const freeToStart: Chooser = (all) => all.filter((t) => t.freeEpisodeCount >= 10);
// A hand-picked mix, adult and BL titles among them, so each reader's rules show in the list.
const EDITORS = [9, 2, 13, 6, 23, 30, 44, 17];
const editors: Chooser = (all) => EDITORS.map((i) => all[i]).filter((t) => t !== undefined);

interface ThemeText {
  title: string;
  description: string;
}

const CHOOSERS: Chooser[] = [completed, freeToStart, editors];

/** Each platform's themes in its language, in the order of CHOOSERS; the German deployment serves only the transfer. */
export const SEED_THEMES: Record<Exclude<PlatformId, 'de'>, ThemeText[]> = {
  japan: [
    { title: '一気読みできる完結作品', description: '最終話まで配信済み。週末にまとめて読める作品を集めました。' },
    { title: '今日から無料で読める', description: '10話まで無料。気になる作品を今すぐ読み始めましょう。' },
    { title: '編集部のおすすめ', description: '編集部が選んだ、今読んでほしい作品です。' },
  ],
  thai: [
    { title: 'เรื่องจบแล้ว อ่านรวดเดียว', description: 'ลงครบทุกตอนแล้ว อ่านต่อเนื่องได้ยาวๆ ในวันหยุด' },
    { title: 'เริ่มอ่านฟรีได้วันนี้', description: 'อ่านฟรี 10 ตอนแรก เริ่มเรื่องที่สนใจได้เลย' },
    { title: 'ทีมงานแนะนำ', description: 'เรื่องที่ทีมงานคัดมาให้อ่านตอนนี้' },
  ],
  taiwan: [
    { title: '一口氣追完的完結作品', description: '已完結全部連載，週末一次看到最後。' },
    { title: '今天就能免費開始看', description: '前 10 話免費，馬上開始看有興趣的作品。' },
    { title: '編輯精選', description: '編輯部挑選、現在最想推薦給你的作品。' },
  ],
  me: [
    { title: 'Binge-worthy completed series', description: 'Every episode is out: read them to the end in one go.' },
    { title: 'Start free today', description: 'The first ten episodes are free: start a new series now.' },
    { title: "Editors' picks", description: 'The series our editors want you to read right now.' },
  ],
};

/**
 * Writes every platform's themes over the seeded catalogue. The catalogue seed inserts its titles in one statement
 * in index order (its serial ids ascending with it), so the n-th title by id is seed title n.
 */
export async function seedThemes(executor: Executor): Promise<number> {
  const ids = (
    await executor.select({ id: titles.id }).from(titles).orderBy(asc(titles.id)).limit(SEED_TITLE_COUNT)
  ).map((row) => row.id);
  const all = seedTitles();
  let written = 0;
  for (const [platform, texts] of Object.entries(SEED_THEMES) as [PlatformId, ThemeText[]][]) {
    for (const [position, text] of texts.entries()) {
      const [theme] = await executor
        .insert(themes)
        .values({ platform, ...text, position })
        .returning({ id: themes.id });
      if (!theme) throw new Error('Theme insert returned nothing.');
      const members = (CHOOSERS[position]?.(all) ?? [])
        .map((t) => ids[t.index])
        .filter((id) => id !== undefined)
        .map((titleId, i) => ({ themeId: theme.id, titleId, position: i }));
      if (members.length > 0) await executor.insert(themeTitles).values(members);
      written += 1;
    }
  }
  return written;
}

/**
 * Writes the themes into a database seeded before they existed (no theme at all, a catalogue present), so a demo
 * started before issue 13 shows them after an update; a database with any theme is left as is.
 */
export async function seedThemesIfMissing(executor: Executor): Promise<boolean> {
  const [[themeCount], [titleCount]] = await Promise.all([
    executor.select({ n: count() }).from(themes),
    executor.select({ n: count() }).from(titles),
  ]);
  if ((themeCount?.n ?? 0) > 0 || (titleCount?.n ?? 0) === 0) return false;
  await seedThemes(executor);
  return true;
}
