import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { medianBy, summarizeLighthouse, type LighthouseSummary } from './lighthouse-summary';

export interface AuditedPage {
  name: string;
  path: string;
}

export interface LighthouseRun extends LighthouseSummary {
  name: string;
  path: string;
  /** The score of every run of this page; the summary is the median one's. */
  scores: (number | null)[];
}

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

/**
 * Lighthouse's default mobile profile (moto g power emulation, simulated slow 4G and 4× CPU slowdown), performance
 * category only, one page after another in one headless Debian Chromium. Each page runs `runs` times and the run
 * with the median score counts, as Lighthouse's docs advise against judging one run.
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
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        attempts.push({ summary: summarizeLighthouse(result.lhr), lhr: result.lhr });
      }
      const median = medianBy(attempts, (attempt) => attempt.summary.score ?? -1);
      results.push({ ...page, ...median.summary, scores: attempts.map((attempt) => attempt.summary.score) });
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const file = join(reportsDir, `lighthouse-${page.name}`);
        writeFileSync(`${file}.html`, generateReport(median.lhr, 'html'));
        writeFileSync(`${file}.json`, JSON.stringify(median.lhr));
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
