// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The architecture's import rules are kept by the linter (eslint.config.js): these lint a few lines as if they were
// files of the project, with the project's own configuration, and read which rule answers.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import zones', () => {
  it('rejects a feature importing another feature, by alias or by relative path', async () => {
    const found = await restrictedImports(
      'src/features/shop/probe.ts',
      [
        "import { walletApi } from '@/features/wallet/api';",
        "import * as library from '../library';",
        'export const probe = [walletApi, library];',
      ].join('\n'),
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('shop imports another feature');
  });

  it('lets a feature import its own modules and the shared layers, and a route module compose two features', async () => {
    expect(
      await restrictedImports(
        'src/features/shop/probe.ts',
        "import { shopApi } from './api';\nimport { Button } from '@/ui/button';\nexport const probe = [shopApi, Button];",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'src/app/routes/probe.route.tsx',
        "import * as shop from '@/features/shop';\nimport * as wallet from '@/features/wallet';\nexport const probe = [shop, wallet];",
      ),
    ).toEqual([]);
  });

  it('keeps the shared layers below the features', async () => {
    expect(
      await restrictedImports(
        'src/ui/probe.ts',
        "import * as shop from '@/features/shop';\nexport const probe = shop;",
      ),
    ).toHaveLength(1);
  });

  it('keeps the session rooms flowing one way: session client, then session state, then error handling', async () => {
    const client = await restrictedImports(
      'src/auth-client/probe.ts',
      [
        "import { selectUser } from '@/session/selectors';",
        "import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';",
        'export const probe = [selectUser, useApiErrorHandler];',
      ].join('\n'),
    );
    expect(client).toHaveLength(2);
    expect(client[0]).toContain('the session client speaks the Auth.js contract only');
    const session = await restrictedImports(
      'src/session/probe.ts',
      "import { ApiErrorProvider } from '@/error-handling/api-error-provider';\nexport const probe = ApiErrorProvider;",
    );
    expect(session).toHaveLength(1);
    expect(
      await restrictedImports(
        'src/error-handling/probe.ts',
        "import { authClient } from '@/auth-client';\nimport { logout } from '@/session/auth-thunks';\nexport const probe = [authClient, logout];",
      ),
    ).toEqual([]);
  });

  it('reaches a server domain only through its face, from routes, other domains and scripts', async () => {
    const route = await restrictedImports(
      'server/routes/wallet/probe.ts',
      "import { grantCoins } from '../../services/economy/ledger';\nexport const probe = grantCoins;",
    );
    expect(route).toHaveLength(1);
    expect(route[0]).toContain('server/services/economy through its face');
    expect(
      await restrictedImports(
        'server/services/events/probe.ts',
        "import { grantReward } from '../rewards/rewards';\nexport const probe = grantReward;",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'scripts/bench/probe.ts',
        "import { countComments } from '../../server/services/community/comment-list';\nexport const probe = countComments;",
      ),
    ).toHaveLength(1);
  });

  it('lets a domain use its own files, others reach its face, and a test reach the module it tests', async () => {
    expect(
      await restrictedImports(
        'server/services/events/probe.ts',
        "import { grantReward } from '../rewards';\nimport { claimEvent } from './event-claim';\nexport const probe = [grantReward, claimEvent];",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'server/routes/wallet/probe.ts',
        "import { grantCoins } from '../../services/economy';\nexport const probe = grantCoins;",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'server/routes/wallet/probe.test.ts',
        "import { openLots } from '../../services/economy/ledger';\nexport const probe = openLots;",
      ),
    ).toEqual([]);
  });
});
