import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { PlatformId } from '../../src/domain/enums';
import type { Transaction } from './client';
import { commentReactions, comments, episodes, titles, users } from './schema';

/** A demo conversation: top-level comments, then replies to the first two, in the platform's language. */
interface Conversation {
  comments: string[];
  replies: [string, string, string];
}

/** Written for this demo; every line passes the word filter (a test checks it). */
export const DEMO_CONVERSATIONS: Record<PlatformId, Conversation> = {
  japan: {
    comments: [
      '最後のページで鳥肌が立った…来週が待ちきれない！',
      '作画が毎回きれいすぎる。背景まで描き込みがすごい',
      '主人公の決断、正直ちょっと泣いた',
      'この二人の関係がどうなるのか気になって眠れない',
      '伏線の回収が見事でした👏',
    ],
    replies: ['わかる！あのコマは反則', '自分も三回読み返しました', '来週も一緒に待ちましょう'],
  },
  thai: {
    comments: [
      'ตอนจบทำเอาขนลุกเลย รอตอนต่อไปไม่ไหวแล้ว!',
      'ลายเส้นสวยมากทุกตอน ฉากหลังละเอียดสุด ๆ',
      'การตัดสินใจของพระเอกทำเอาน้ำตาซึม',
      'อยากรู้ว่าสองคนนี้จะเป็นยังไงต่อ',
      'เก็บปมได้เนียนมาก 👏',
    ],
    replies: ['ใช่เลย ฉากนั้นโกงมาก', 'อ่านซ้ำไปสามรอบแล้ว', 'มารอตอนใหม่ด้วยกันนะ'],
  },
  taiwan: {
    comments: [
      '最後一頁看得我起雞皮疙瘩，等不及下週了！',
      '每一話的作畫都好漂亮，連背景都很用心',
      '主角的決定讓我有點想哭',
      '好想知道這兩個人之後會怎樣',
      '伏筆收得太漂亮了👏',
    ],
    replies: ['同意！那一格太犯規了', '我也重看了三次', '下週一起等更新吧'],
  },
  me: {
    comments: [
      'That last page gave me chills. Next week cannot come soon enough!',
      'The art gets better every episode. Look at those backgrounds.',
      'The lead’s choice at the end honestly made me tear up.',
      'I need to know what happens between these two.',
      'Every bit of foreshadowing paid off 👏',
    ],
    replies: ['Right? That panel was unfair.', 'I read it three times already.', 'See you all next week!'],
  },
  de: {
    comments: [
      'Die letzte Seite hat mir Gänsehaut gemacht. Ich kann nächste Woche kaum erwarten!',
      'Die Zeichnungen werden mit jeder Folge schöner, schau dir die Hintergründe an.',
      'Die Entscheidung am Ende hat mich echt zum Weinen gebracht.',
      'Ich muss wissen, wie es mit den beiden weitergeht.',
      'Jede Andeutung hat sich ausgezahlt 👏',
    ],
    replies: ['Genau! Dieses Panel war unfair.', 'Ich habe es schon dreimal gelesen.', 'Bis nächste Woche!'],
  },
};

/** Titles whose first episode gets a conversation. */
const SEEDED_TITLES = 6;

/**
 * Demo conversations on the first episode of the first general titles (not adult, not BL): comments by the
 * platform's demo readers, a few minutes apart, replies in two threads, and likes and a dislike from the others, with
 * the counters equal to the rows they count.
 */
export async function seedCommunity(tx: Transaction, now: Date, platform: PlatformId): Promise<void> {
  const writers = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.platform, platform))
    .orderBy(asc(users.id));
  if (writers.length < 3) return;
  const firsts = await tx
    .select({ id: episodes.id, titleId: episodes.titleId })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(
      and(
        eq(episodes.number, 1),
        lte(episodes.publishedAt, now),
        isNotNull(titles.launchedAt),
        eq(titles.isAdult, false),
        eq(titles.isBl, false),
      ),
    )
    .orderBy(asc(titles.id))
    .limit(SEEDED_TITLES);
  const talk = DEMO_CONVERSATIONS[platform];
  const writerOf = (i: number) => writers[i % writers.length]!.id;
  let minute = 0;
  const at = () => new Date(now.getTime() - (500 - (minute += 1)) * 60_000);
  for (const [t, episode] of firsts.entries()) {
    const base = { platform, episodeId: episode.id, titleId: episode.titleId };
    const top = await tx
      .insert(comments)
      .values(talk.comments.map((body, i) => ({ ...base, userId: writerOf(t + i), body, createdAt: at() })))
      .returning({ id: comments.id, userId: comments.userId });
    const [first, second] = top;
    if (!first || !second) continue;
    await tx.insert(comments).values([
      { ...base, parentId: first.id, userId: writerOf(t + 1), body: talk.replies[0], createdAt: at() },
      { ...base, parentId: first.id, userId: writerOf(t + 2), body: talk.replies[1], createdAt: at() },
      { ...base, parentId: second.id, userId: writerOf(t + 3), body: talk.replies[2], createdAt: at() },
    ]);
    // Readers other than the writer react: most like, the last of each comment's readers dislikes the third comment.
    const reactions = top.flatMap((comment, i) =>
      writers
        .filter((w) => w.id !== comment.userId)
        .slice(0, Math.max(0, 4 - i))
        .map((w, j) => ({
          commentId: comment.id,
          userId: w.id,
          kind: i === 2 && j === 0 ? ('DISLIKE' as const) : ('LIKE' as const),
          createdAt: now,
        })),
    );
    if (reactions.length) await tx.insert(commentReactions).values(reactions);
  }
  await tx.execute(sql`
    UPDATE ${comments} c SET
      like_count = (SELECT count(*) FROM ${commentReactions} r WHERE r.comment_id = c.id AND r.kind = 'LIKE'),
      dislike_count = (SELECT count(*) FROM ${commentReactions} r WHERE r.comment_id = c.id AND r.kind = 'DISLIKE'),
      reply_count = (SELECT count(*) FROM ${comments} r WHERE r.parent_id = c.id AND r.deleted_at IS NULL)
    WHERE c.platform = ${platform} AND c.parent_id IS NULL`);
}
