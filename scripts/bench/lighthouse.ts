import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { medianBy, summarizeLighthouse, type LighthouseSummary, type MetricKey } from './lighthouse-summary';

export interface AuditedPage {
  name: string;
  path: string;
}

/**
 * One page over its runs. The summary is the worst run's (lowest score, a run without a score first): the budget is
 * judged on it, and its findings say what to fix.
 */
export interface LighthouseRun extends LighthouseSummary {
  name: string;
  path: string;
  /** The score of every run of this page, in run order. */
  scores: (number | null)[];
  /** The metrics of every run, for their spread. */
  runMetrics: Record<MetricKey, number | null>[];
}

/**
 * Lighthouse's mobile profile, spelt out rather than left to its defaults so that the bench says what it measures:
 * a moto g power's screen, slow 4G (150 ms RTT, 1.6 Mbit/s) and a CPU 4× slower than this machine's (a mid-range
 * phone), all simulated from one unthrottled load (Lantern), which keeps the figures steady across runs.
 */
export const MOBILE_SETTINGS = {
  formFactor: 'mobile',
  screenEmulation: screenEmulationMetrics.mobile,
  throttlingMethod: 'simulate',
  throttling: throttling.mobileSlow4G,
} as const;

/**
 * The reference API encodes each image variant on its first request (hundreds of ms of sharp on this machine); a CDN
 * in front of a real deployment holds them. Loading every page once in Lighthouse's own device emulation first keeps
 * that encoding, which is the server's and not the app's, out of the simulated timings.
 */
async function warm(browser: Browser, base: string, pages: readonly AuditedPage[]): Promise<void> {
  const device = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: device.width, height: device.height },
    deviceScaleFactor: device.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    for (const { path } of pages) await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  } finally {
    await context.close();
  }
}

async function auditOnce(port: number, url: string): Promise<{ summary: LighthouseSummary; lhr: Result }> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...MOBILE_SETTINGS,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { summary: summarizeLighthouse(result.lhr), lhr: result.lhr };
}

/**
 * One run of a page. A run that failed to record the page at all (Lighthouse's runtimeError, such as NO_NAVSTART
 * when the trace misses the navigation on a busy machine) says nothing about the page: it is run once more, and the
 * failure stays in the run's warnings. A run that recorded the page counts whatever its score.
 */
async function auditRun(port: number, url: string): Promise<{ summary: LighthouseSummary; lhr: Result }> {
  const first = await auditOnce(port, url);
  if (!first.lhr.runtimeError) return first;
  const second = await auditOnce(port, url);
  return {
    ...second,
    summary: { ...second.summary, warnings: [...first.summary.warnings, ...second.summary.warnings] },
  };
}

/**
 * Lighthouse's mobile profile (MOBILE_SETTINGS: moto g power emulation, simulated slow 4G and 4× CPU slowdown),
 * performance category only, one page after another in one headless Debian Chromium. Each page runs `runs` times;
 * the worst run counts for the budget (a budget must hold on any run, not on the median), and the reports written
 * are the worst run's and the median run's.
 */
export async function runLighthouse(
  browser: Browser,
  base: string,
  pages: readonly AuditedPage[],
  { runs = 3, reportsDir }: { runs?: number; reportsDir?: string } = {},
): Promise<LighthouseRun[]> {
  await warm(browser, base, pages);
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const results: LighthouseRun[] = [];
  try {
    for (const page of pages) {
      const attempts: { summary: LighthouseSummary; lhr: Result }[] = [];
      for (let i = 0; i < runs; i += 1) attempts.push(await auditRun(chrome.port, `${base}${page.path}`));
      const score = (attempt: (typeof attempts)[number]) => attempt.summary.score ?? -1;
      const worst = attempts.reduce((found, attempt) => (score(attempt) < score(found) ? attempt : found));
      results.push({
        ...page,
        ...worst.summary,
        scores: attempts.map((attempt) => attempt.summary.score),
        runMetrics: attempts.map((attempt) => attempt.summary.metrics),
      });
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const median = medianBy(attempts, score);
        for (const [suffix, { lhr }] of [
          ['', worst],
          ['-median', median],
        ] as const) {
          const file = join(reportsDir, `lighthouse-${page.name}${suffix}`);
          writeFileSync(`${file}.html`, generateReport(lhr, 'html'));
          writeFileSync(`${file}.json`, JSON.stringify(lhr));
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
