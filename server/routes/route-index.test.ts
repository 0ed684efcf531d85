import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing';
import { documentedRoutes, routeIndex } from './route-index';

// docs/api.md lists every mounted route (`npm run docs:routes` writes the list): a route added without its line, or a
// line left for a route that is gone, fails here.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.close());

describe('docs/api.md and the mounted routes', () => {
  it('lists every mounted route, and only those', async () => {
    const documented = documentedRoutes(await readFile('docs/api.md', 'utf8'));
    expect(documented, 'docs/api.md lost its route-index markers').not.toBeNull();
    const mounted = routeIndex(ctx.app);
    expect(mounted.length).toBeGreaterThan(100);
    expect({
      undocumented: mounted.filter((route) => !documented?.includes(route)),
      notMounted: documented?.filter((route) => !mounted.includes(route)),
    }).toEqual({ undocumented: [], notMounted: [] });
  });
});
