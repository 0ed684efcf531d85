import axe from 'axe-core';
import { expect, test, type Browser, type BrowserContext, type Frame, type Page } from '@playwright/test';
import type { Messages } from '../../src/i18n/messages';
import { logIn } from './accounts';

/** The two sizes of issue 14's walk: a 390 × 844 phone and a desktop. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** One page the reader reaches: what to call it in a failure, and its address. */
export interface AxeRoute {
  readonly name: string;
  readonly path: string;
}

/**
 * A page is ready when the router is done (the shell's main is not busy) and no spinner is left: each screen shows
 * a Spinner (role=status with its ring) while its data loads, so its absence is the state to wait for.
 */
async function settled(page: Page, layout: 'mobile' | 'desktop'): Promise<void> {
  // One check per animation frame in the page (an expect per condition would poll each at growing intervals).
  await page.waitForFunction(
    (wanted) =>
      document.querySelector(`[data-layout="${wanted}"]`) !== null &&
      document.querySelector('main[aria-busy="true"]') === null &&
      document.querySelector('[role="status"]:has(> [aria-hidden="true"])') === null,
    layout,
  );
}

/**
 * axe-core in a frame, once per document, configured as @axe-core/playwright configures it in legacy mode. The
 * builder evaluated the 550 kB source twice per scan (its analyze and its inject each do) plus three probes: that was a
 * third of a scan, and a route scanned at two sizes kept the first copy anyway.
 */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')) return;
  await frame.evaluate(
    `${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: 'playwright' } })`,
  );
}

/** Every rule of axe at every impact: one line per violation, naming the rule and the elements it found. */
export async function scan(page: Page, where: string): Promise<string[]> {
  // Legacy mode (axe.run inside the page, as the builder's setLegacyMode did): the default opens a blank page per scan
  // to merge frame results, which doubled the suite's time; the SPA has no cross-origin frames to merge. Every frame
  // gets axe, as the builder's inject gave it, so a same-origin frame is scanned too.
  await withAxe(page.mainFrame());
  for (const frame of page.frames().slice(1)) await withAxe(frame).catch(() => undefined); // a frame gone meanwhile
  // Only violations carry their nodes back (every rule still runs): passes would be serialised for nothing.
  // Label in Name (WCAG 2.5.3) is an experimental rule of axe, off unless asked for: asked for here.
  const options = { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } };
  const { error, violations } = await page.evaluate(async (runOptions) => {
    const core = (window as unknown as { axe: typeof axe }).axe;
    try {
      const results = await core.run(document, runOptions as axe.RunOptions);
      return { error: null, violations: results.violations };
    } catch (failure) {
      return { error: failure instanceof Error ? failure.message : String(failure), violations: [] };
    }
  }, options);
  if (error) throw new Error(`${where}: axe did not run: ${error}`);
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact ?? 'n/a'}) on ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`,
  );
}

/**
 * Loads each route once at phone size, scans it, widens the window to the desktop layout, waits for the shell to
 * switch, and scans again. One failure lists every route's violations, so a single run shows all there is to fix.
 */
export async function expectNoViolations(page: Page, routes: readonly AxeRoute[]): Promise<void> {
  // A route takes a few seconds on a busy machine (load, two scans): the budget grows with the list.
  test.setTimeout(30_000 + routes.length * 10_000);
  const found: string[] = [];
  for (const route of routes) {
    await page.setViewportSize(PHONE);
    await page.goto(route.path, { waitUntil: 'domcontentloaded' });
    await settled(page, 'mobile');
    found.push(...(await scan(page, `${route.name} ${route.path} @phone`)));
    await page.setViewportSize(DESKTOP);
    await settled(page, 'desktop');
    found.push(...(await scan(page, `${route.name} ${route.path} @desktop`)));
  }
  expect(found, found.join('\n')).toEqual([]);
}

/**
 * A context signed in once through the login page, for a file's signed-in routes (its storage is reused); `clockAt`
 * sets the browser's clock for a flow that moved the API's clock too.
 */
export async function signedInContext(
  browser: Browser,
  messages: Messages,
  email: string,
  clockAt?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE });
  if (clockAt) await context.clock.install({ time: new Date(clockAt) });
  const page = await context.newPage();
  await page.goto('/user/login');
  await logIn(page, messages, email);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.close();
  return context;
}
