import { expect, test, type Page } from '@playwright/test';
import type { Messages } from '../../src/i18n/messages';
import { DEMO_PASSWORD, logIn } from './accounts';
import { readerHeaders } from './api';
import { scan } from './axe';
import { layoutProblems } from './layout';
import { GERMAN_ROUTES, layoutIds, layoutRoutes, visitsOf, type LayoutVisit, type Visitor } from './layout-routes';

/** The phone widths of issue 14: a small Android phone and a current iPhone. */
export const LAYOUT_WIDTHS = [360, 390] as const;
const HEIGHT = 800;
/** Scrolled distance after which the scroll-to-top button shows (SCROLL_TOP_THRESHOLD of src/ui/scroll-to-top.tsx). */
const FAB_AFTER = 200;
const PHASES = ['top', 'middle', 'bottom'] as const;
type Phase = (typeof PHASES)[number];

/**
 * Two frames painted after the fonts are in. `page.evaluate` has no timeout of its own: a page that stopped painting
 * fails here, saying so, instead of holding the walk until the test's timeout.
 */
async function painted(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const late = setTimeout(() => fail(new Error('no frame painted within 10 s')), 10_000);
        void document.fonts.ready.then(() =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(late);
              done();
            }),
          ),
        );
      }),
  );
}

/** The page has drawn what it loaded at the current width: no route loading, no spinner, fonts in, a frame painted. */
async function settle(page: Page, m: Messages, width: number) {
  await page.waitForFunction((w) => document.documentElement.clientWidth === w, width);
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('status').filter({ hasText: m.common.loading })).toHaveCount(0);
  await painted(page);
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** The page's API calls still under way (a list loading its next page at the bottom), counted from the first ask. */
function apiCalls(page: Page): Set<unknown> {
  let calls = inFlight.get(page);
  if (!calls) {
    const open = new Set<unknown>();
    calls = open;
    inFlight.set(page, open);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) open.add(request);
    });
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
  }
  return calls;
}

/**
 * Scrolled to a phase's place: the top, halfway, or the very bottom (again while a list keeps loading more), with the
 * scroll-to-top button shown where the shell has one and the page is scrolled past its threshold.
 */
async function scrollTo(page: Page, m: Messages, phase: Phase) {
  const calls = apiCalls(page);
  for (let round = 0; round < 5; round += 1) {
    const { scrolled, atEnd } = await page.evaluate((where) => {
      const root = document.documentElement;
      const top = { top: 0, middle: (root.scrollHeight - innerHeight) / 2, bottom: root.scrollHeight }[where];
      window.scrollTo({ top, behavior: 'instant' });
      return { scrolled: scrollY, atEnd: where !== 'bottom' || scrollY + innerHeight >= root.scrollHeight - 1 };
    }, phase);
    const shell = await page.locator('[data-full-screen=false]').count();
    const fab = page.getByRole('button', { name: m.ui.scrollToTop });
    if (shell) await (scrolled > FAB_AFTER ? expect(fab).toBeVisible() : expect(fab).toHaveCount(0));
    await expect(page.getByRole('status').filter({ hasText: m.common.loading })).toHaveCount(0);
    await painted(page);
    // A list that started loading its next page at the bottom is waited for, then drawn, before the end is judged.
    await expect.poll(() => calls.size).toBe(0);
    await painted(page);
    const stillAtEnd = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
    if (atEnd && (phase !== 'bottom' || stillAtEnd)) return;
  }
}

/** Ticks two locked episodes on the title page, so the bulk bar shows with its count and buttons. */
async function selectTwo(page: Page, m: Messages) {
  await page.getByRole('button', { name: m.detail.select.start, exact: true }).click();
  const boxes = page.locator('[data-testid^="episode-"] input[type=checkbox]');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByTestId('bulk-bar').getByRole('button').first()).toBeVisible();
}

/** Runs a screen's checks; an error names the screen and width first, since the failure's first line is what CI shows. */
async function onScreen(href: string, width: number, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    if (error instanceof Error) error.message = `${href} at ${width} px: ${error.message}`;
    throw error;
  }
}

/**
 * Opens each screen at 360 px, checks it at rest, halfway and at the bottom, widens to 390 px and checks again; with
 * `axe`, scans each screen with every axe rule at 390 px too (the variants without an accessibility suite of their
 * own: the same page load serves both).
 */
async function walk(
  page: Page,
  m: Messages,
  visits: readonly LayoutVisit[],
  axe: boolean,
): Promise<{ failures: string[]; violations: string[] }> {
  const failures: string[] = [];
  const violations: string[] = [];
  for (const visit of visits) {
    for (const [index, width] of LAYOUT_WIDTHS.entries()) {
      // Each screen and width is a step of the trace, and an error names them (onScreen).
      await test.step(`${visit.href} at ${width} px`, async () => {
        await onScreen(visit.href, width, async () => {
          await page.setViewportSize({ width, height: HEIGHT });
          if (index === 0) await page.goto(visit.href);
          await settle(page, m, width);
          if (index === 0 && visit.bulkSelect) await selectTwo(page, m);
          for (const phase of PHASES) {
            await scrollTo(page, m, phase);
            const found = await page.evaluate(layoutProblems, phase);
            failures.push(...found.map((problem) => `${visit.href} at ${width} px (${phase}): ${problem}`));
          }
          await scrollTo(page, m, 'top');
          if (axe && index === LAYOUT_WIDTHS.length - 1)
            violations.push(...(await scan(page, `${visit.href} at ${width} px`)));
        });
      });
    }
  }
  return { failures, violations };
}

async function signIn(page: Page, m: Messages, email: string) {
  await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: HEIGHT });
  await page.goto('/user/login');
  await logIn(page, m, email);
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/**
 * The layout suite of one platform (e2e/<platform>/layout.spec.ts): every screen of src/app/paths.ts with real seed
 * ids, guest screens in one test and the signed-in reader's in another (one log-in), both widths, the platform's locale.
 * `transferOnly` walks the German whitelist instead.
 */
export function layoutSuite(m: Messages, options: { reader: string; transferOnly?: boolean; axe?: boolean }) {
  const visitsFor = async (who: Visitor, request: Parameters<typeof readerHeaders>[0]) => {
    if (options.transferOnly) return GERMAN_ROUTES.filter((visit) => visit.who === who);
    const ids = await layoutIds(request, await readerHeaders(request, options.reader, DEMO_PASSWORD));
    return visitsOf(layoutRoutes(ids)).filter((visit) => visit.who === who);
  };

  const title = (who: string) =>
    `every ${who} screen fits 360 and 390 px: no sideways scroll, one-line labels, nothing covered${options.axe ? '; axe finds nothing' : ''}`;
  for (const who of ['guest', 'reader'] as const) {
    test(title(who), async ({ page, request }) => {
      test.setTimeout(300_000);
      const visits = await visitsFor(who, request);
      if (who === 'reader') await signIn(page, m, options.reader);
      const { failures, violations } = await walk(page, m, visits, options.axe ?? false);
      expect({ failures, violations }, [...failures, ...violations].join('\n')).toEqual({
        failures: [],
        violations: [],
      });
    });
  }
}
