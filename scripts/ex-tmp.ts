import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/db/prepare';
import { listComments, countComments } from '../server/services/comments/comment-list';

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:55532/postgres' });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS ex WITH (FORCE)');
await admin.query('CREATE DATABASE ex');
await admin.end();
const h = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:55532/ex' });
await prepareDatabase(h, { platform: 'japan', now: new Date(), seed: true });
await h.db.execute(sql`
    WITH target AS (SELECT 1 AS id, (SELECT title_id FROM episodes WHERE id = 1) AS title_id),
         writers AS (SELECT array_agg(id) AS ids FROM users WHERE platform = 'japan')
    INSERT INTO comments (platform, episode_id, title_id, user_id, body, like_count, reply_count, created_at)
    SELECT 'japan', target.id, target.title_id, writers.ids[1 + n % array_length(writers.ids, 1)],
           'Comment number ' || n, (n * 7919) % 1000, 0, now()
    FROM target, writers, generate_series(1, 100000) AS n`);
await h.db.execute(sql`ANALYZE comments`);
const orig = (h.db as any).session.client.query.bind((h.db as any).session.client);
const logged: string[] = [];
(h.db as any).session.client.query = (q: any, ...rest: any[]) => { const text = typeof q === 'object' ? q.text : q; const values = typeof q === 'object' && q.values ? q.values : rest[0]; if (text?.includes('"comments"')) logged.push(JSON.stringify({text, values})); return orig(q, ...rest); };
for (const readerId of [null, 1]) {
  for (const sort of ['NEWEST', 'BEST'] as const) {
    logged.length = 0;
    await listComments(h.db, 1, sort, { platform: 'japan', readerId, cursor: undefined, size: 20 });
    for (const l of logged.slice(0, 2)) {
      const { text, values } = JSON.parse(l);
      const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:55532/ex' });
      await c.connect();
      const r = await c.query('EXPLAIN ANALYZE ' + text, values);
      console.log(`--- ${sort} reader=${readerId}\n` + r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
      await c.end();
    }
  }
}
await h.close();
