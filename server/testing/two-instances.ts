import type { App } from '../app';
import type { ServerConfig } from '../env';
import { createTestContext, type TestContext, type TestContextOptions } from './index';

export type SecondInstance = Awaited<ReturnType<TestContext['secondInstance']>>;

/**
 * Two API instances over one database, as two servers behind a load balancer: on PostgreSQL (TEST_DATABASE_URL)
 * each has its own connection pool, so requests spread over `apps` really race; on PGlite they prove the rules.
 */
export interface TwoInstances {
  ctx: TestContext;
  second: SecondInstance;
  /** The context's app, then the second's: `apps[i % 2]` spreads a burst over both. */
  apps: App[];
  /** Closes the second instance, then the context and its database. */
  close(): Promise<void>;
}

export async function twoInstances(
  options: TestContextOptions & {
    /** The second instance's platform (default the context's): a deployment of another platform on the same data. */
    secondPlatform?: ServerConfig['platform'];
  } = {},
): Promise<TwoInstances> {
  const { secondPlatform, ...contextOptions } = options;
  const ctx = await createTestContext(contextOptions);
  const second = await ctx.secondInstance(secondPlatform);
  return {
    ctx,
    second,
    apps: [ctx.app, second.app],
    async close() {
      await second.close();
      await ctx.close();
    },
  };
}
