import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import {
  PAGE_PLATFORM,
  parseArgs,
  plan,
  USAGE,
  VIEWER_CPU_SLOWDOWNS,
  type BenchOptions,
  type Measure,
  type Platform,
} from './args';
import { buildAge, describeBuild, newestInput, type BuildAge } from './build-age';
import { measureInitialJs, type InitialJs } from './initial-js';
import { runLighthouse } from './lighthouse';
import { measurePrecache, precacheSection } from './precache';
import { commentsSection, runCommentsBench } from './comments-load';
import { apiLoadSection } from './api-report';
import { runApiLoad } from './purchase-load';
import { jsSection, lighthouseSection, viewerSection, type Section } from './report';
import { startServer } from './server';
import { findTargets } from './targets';
import { runViewerScroll, type ViewerRun } from './viewer-scroll';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The viewer scroll `runs` times at each CPU slowdown (this machine, then a mid-range phone). */
async function scrollViewer(
  browser: Browser,
  base: string,
  episode: { id: number; images: number },
  { runs, trace }: { runs: number; trace: boolean },
): Promise<ViewerRun[]> {
  const results: ViewerRun[] = [];
  for (const cpuSlowdown of VIEWER_CPU_SLOWDOWNS) {
    for (let run = 1; run <= runs; run += 1) {
      console.error(
        `… viewer at ${cpuSlowdown}× CPU, run ${run}/${runs}: episode ${episode.id} (load average ${load()})`,
      );
      results.push(await runViewerScroll(browser, base, episode, { trace, cpuSlowdown }));
    }
  }
  return results;
}

async function measurePlatform(
  browser: Browser,
  { platform, measures }: { platform: Platform; measures: readonly Measure[] },
  { runs, reportsDir, trace }: BenchOptions,
): Promise<{ js?: InitialJs; sections: Section[] }> {
  const server = await startServer(platform);
  try {
    const js = measures.includes('js') ? await measureInitialJs(browser, server.base, platform) : undefined;
    const sections: Section[] = [];
    if (!measures.includes('viewer') && !measures.includes('lighthouse')) return { js, sections };
    const targets = await findTargets(server.base);
    if (measures.includes('viewer')) {
      sections.push(viewerSection(await scrollViewer(browser, server.base, targets.longEpisode, { runs, trace })));
    }
    if (measures.includes('lighthouse')) {
      console.error(`… ${platform}: Lighthouse (load average ${load()})`);
      const pages = [
        { name: 'main', path: '/' },
        { name: 'detail', path: `/detail/${targets.freeTitleId}` },
        { name: 'viewer', path: `/viewer/${targets.longEpisode.id}` },
      ];
      const audited = await runLighthouse(browser, server.base, pages, {
        runs,
        reportsDir: reportsDir ?? undefined,
      });
      sections.push(lighthouseSection(audited));
    }
    return { js, sections };
  } finally {
    await server.stop();
  }
}

/** The age of each measured platform's build beside the newest source (the tree is walked once). */
function buildAges(platforms: readonly Platform[]): BuildAge[] {
  const newest = newestInput(process.cwd());
  return platforms.map((platform) => buildAge(process.cwd(), platform, newest));
}

/** `npm run bench`: runs the measures, prints one table per measure, and answers the exit code (1: a budget failed). */
export async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    console.error(`${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  const steps = plan(parsed.options);
  const purchase = parsed.options.measures.includes('purchase');
  const comments = parsed.options.measures.includes('comments');
  if (steps.length === 0 && !purchase && !comments) {
    console.error(`Nothing to run: the viewer and Lighthouse measures run on ${PAGE_PLATFORM} only.\n\n${USAGE}`);
    return 2;
  }
  const missing = steps.map((step) => step.platform).filter((p) => !existsSync(join('dist', p, 'index.html')));
  if (missing.length) {
    console.error(
      `Build first (npm run build, or npx vite build --mode <platform>): no dist for ${missing.join(', ')}`,
    );
    return 2;
  }
  const ages = buildAges(steps.map((step) => step.platform));
  const stale = ages.filter((age) => age.stale);
  if (stale.length && !parsed.options.allowStale) {
    console.error(
      `The build is older than its sources, so the bench would measure old code:\n` +
        stale.map((age) => `  ${describeBuild(age)}`).join('\n') +
        `\nBuild again (npx vite build --mode <platform>), or pass --allow-stale to measure it anyway.`,
    );
    return 2;
  }

  const startedAt = new Date();
  const loadAtStart = load();
  const jsRows: { platform: string; js: InitialJs }[] = [];
  const sections: Section[] = [];
  if (steps.length > 0) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (const step of steps) {
        const result = await measurePlatform(browser, step, parsed.options);
        if (result.js) jsRows.push({ platform: step.platform, js: result.js });
        sections.push(...result.sections);
      }
    } finally {
      await browser.close();
    }
  }
  if (jsRows.length) {
    // The service worker's precache (issue 29) is printed beside the first load, for the platforms measured.
    const precache = await Promise.all(
      jsRows.map(async ({ platform }) => ({ platform, precache: await measurePrecache(platform) })),
    );
    sections.unshift(precacheSection(precache));
  }
  if (jsRows.length) sections.unshift(jsSection(jsRows, parsed.options.files));
  if (purchase) {
    console.error(`… purchases and reads on PostgreSQL (load average ${load()})`);
    const apiLoad = await runApiLoad({ workers: parsed.options.workers });
    sections.push(apiLoadSection(apiLoad));
    // The purchase's statements as the database counted them (issue 30 item 4): a listing, no budget of its own.
    if (apiLoad.purchase.statements) sections.push({ ok: true, text: apiLoad.purchase.statements });
  }
  if (comments) {
    console.error(`… comment lists on 100 000 comments (load average ${load()})`);
    sections.push(commentsSection(await runCommentsBench()));
  }

  // Timings depend on what else the machine does: the header says how busy it was when the run began.
  console.log(
    `\nnpm run bench, ${startedAt.toISOString()}, ${CHROMIUM_PATH}, ${availableParallelism()} CPUs, load average ${loadAtStart}`,
  );
  // Which build was measured: a number from an old dist/ must never read as the current code's.
  for (const age of ages) console.log(describeBuild(age));
  for (const section of sections) console.log(`\n${section.text}`);
  const failed = sections.filter((section) => !section.ok).length;
  console.log(failed ? `\n${failed} measure(s) over budget.` : '\nAll budgets met.');
  return failed ? 1 : 0;
}
