// `npm run docs:routes`: writes the list of every mounted route into docs/api.md (between its route-index markers), from
// the app as the tests build it (test mode, so the test-only routes are listed too).
import { readFile, writeFile } from 'node:fs/promises';
import { createTestContext } from '../testing';
import { ROUTE_INDEX_END, ROUTE_INDEX_START, routeIndex, routeIndexBlock } from './route-index';

const DOC = 'docs/api.md';
const ctx = await createTestContext({ seed: false });
try {
  const markdown = await readFile(DOC, 'utf8');
  const start = markdown.indexOf(ROUTE_INDEX_START);
  const end = markdown.indexOf(ROUTE_INDEX_END);
  if (start < 0 || end < start) throw new Error(`${DOC} has no route-index markers.`);
  const block = routeIndexBlock(routeIndex(ctx.app));
  await writeFile(DOC, markdown.slice(0, start) + block + markdown.slice(end + ROUTE_INDEX_END.length));
  console.log(`${DOC}: ${routeIndex(ctx.app).length} routes listed.`);
} finally {
  await ctx.close();
}
