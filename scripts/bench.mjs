#!/usr/bin/env node
// `npm run bench -- [platform ...] [--only=js,viewer,lighthouse] [--files] [--reports=<dir>]`: the performance
// budgets of the built bundles (docs/performance.md). The bench itself is TypeScript under scripts/bench/, loaded
// through tsx (a dependency already, for the server) so that its helpers are type-checked and unit-tested.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('./bench/main.ts', import.meta.url);
process.exit(await main(process.argv.slice(2)));
