import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { longMainThreadTasks, type TracedTask, type TraceEvent } from './trace-tasks';
import { READER_DEVICE, STEP_MS, STEP_PX } from './viewer-device';
import {
  longestFrameGap,
  longestTasks,
  peakImages,
  sumLayoutShifts,
  type Peak,
  type ProbeRecord,
  type ShiftSummary,
  type Span,
  type TaskSummary,
} from './viewer-metrics';

/** Quiet time before scrolling (the first screen settles) and after the bottom (the last images land). */
const SETTLE_MS = 1500;
/** Give up when the page stops moving for this many steps before the bottom. */
const STALL_STEPS = 60;

const PROBE_PATH = fileURLToPath(new URL('./viewer-probe.js', import.meta.url));

export interface ViewerRun {
  episodeId: number;
  /** The CPU slowdown the run was made under (1: this machine as it is; 4: a mid-range phone, as Lighthouse's). */
  cpuSlowdown: number;
  images: number;
  /** Height of the page scrolled through (CSS px) and how long the scroll took (ms). */
  scrollHeight: number;
  durationMs: number;
  decoded: Peak;
  withSource: Peak;
  shifts: ShiftSummary;
  tasks: TaskSummary;
  /** Longest task of the page load before scrolling (information; the budget judges the scroll). */
  loadTasks: TaskSummary;
  longestFrameGap: number;
  imageRequests: number;
  uniqueImages: number;
  imageBytes: number;
  /** The machine's 1-minute load average as the scroll ended: long tasks on a busy 2-core machine are partly waiting. */
  loadAverage: number;
  /** With --trace: the main-thread tasks of 50 ms or more while scrolling, with their CPU time. */
  tracedTasks: TracedTask[] | null;
}

function tracedLongTasks(buffer: Buffer): TracedTask[] {
  const parsed = JSON.parse(buffer.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return longMainThreadTasks(Array.isArray(parsed) ? parsed : parsed.traceEvents);
}

/**
 * A mid-range phone's CPU: Chrome runs the page's main thread `rate` times slower (Chrome DevTools Protocol
 * `Emulation.setCPUThrottlingRate`, the throttle Lighthouse's mobile profile names as 4×). The throttle holds for the
 * page's whole life, across navigations.
 */
async function slowDownCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

interface ScrollState {
  y: number;
  bottom: boolean;
  height: number;
  now: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const readState = (page: Page) =>
  page.evaluate<ScrollState>(
    `({ y: window.scrollY, height: document.documentElement.scrollHeight, now: performance.now(),
        bottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2 })`,
  );

/**
 * Opens `/viewer/{episodeId}` as a guest on a phone in SCROLL mode (the default) and wheels from the top to the
 * bottom of the page (the strip scrolls with the window), while the probe samples every animation frame.
 */
export async function runViewerScroll(
  browser: Browser,
  base: string,
  episode: { id: number; images: number },
  { trace = false, cpuSlowdown = 1 }: { trace?: boolean; cpuSlowdown?: number } = {},
): Promise<ViewerRun> {
  const context = await browser.newContext({
    viewport: { width: READER_DEVICE.width, height: READER_DEVICE.height },
    deviceScaleFactor: READER_DEVICE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // Before the navigation, so that the page load and the scroll both run on the slower CPU.
    if (cpuSlowdown !== 1) await slowDownCpu(page, cpuSlowdown);
    await page.addInitScript({ path: PROBE_PATH });
    let imageRequests = 0;
    const sizes: Promise<number>[] = [];
    const urls = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image') return;
      imageRequests += 1;
      urls.add(request.url());
      // Bytes on the wire (encoded body); a memory-cache hit reports 0.
      sizes.push(request.sizes().then((size) => size.responseBodySize));
    });

    await page.goto(`${base}/viewer/${episode.id}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-slot] img', { timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    await page.mouse.move(READER_DEVICE.width / 2, READER_DEVICE.height / 2);

    // Only the `toplevel` category: every task with its wall and CPU time, at a few hundred KB a second.
    if (trace) await browser.startTracing(page, { categories: ['toplevel'] });
    const start = await readState(page);
    const startedAt = Date.now();
    let state = start;
    let lastMove = 0;
    for (let step = 0; !state.bottom; step += 1) {
      await page.mouse.wheel(0, STEP_PX);
      // Paced by the clock, not by the round trips: step n is due at n × STEP_MS, so the speed stays steady.
      await sleep(startedAt + (step + 1) * STEP_MS - Date.now());
      const next = await readState(page);
      if (next.y !== state.y) lastMove = step;
      else if (step - lastMove > STALL_STEPS) {
        throw new Error(`the viewer stopped scrolling at ${next.y} px of ${next.height} px`);
      }
      state = next;
    }
    const scrollSpan: Span = { from: start.now, to: state.now };
    const tracedTasks = trace ? tracedLongTasks(await browser.stopTracing()) : null;
    const loadAverage = loadavg()[0] ?? 0;
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');

    const record = await page.evaluate<ProbeRecord>('window.__benchProbe');
    const imageBytes = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
    const peaks = peakImages(record.samples);
    return {
      episodeId: episode.id,
      cpuSlowdown,
      images: episode.images,
      scrollHeight: state.height,
      durationMs: state.now - start.now,
      decoded: peaks.decoded,
      withSource: peaks.withSource,
      shifts: sumLayoutShifts(record.layoutShifts),
      tasks: longestTasks(record, scrollSpan),
      loadTasks: longestTasks(record, { from: 0, to: start.now }),
      longestFrameGap: longestFrameGap(record.samples, scrollSpan),
      imageRequests,
      uniqueImages: urls.size,
      imageBytes,
      loadAverage,
      tracedTasks,
    };
  } finally {
    await context.close();
  }
}
