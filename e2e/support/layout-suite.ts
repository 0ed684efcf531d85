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

/** What the page must show before it is judged, at `width`, in the platform's words. */
interface Ready {
  width: number;
  loading: string;
  fabName: string;
  /** Scroll first to a phase's place, or null for a page just opened or resized. */
  scroll: Phase | null;
}

/**
 * Inside the page, in one round trip (the walk's time went to round trips: a role query per expectation, several per
 * phase): scrolls if asked, then waits frame by frame until the page is ready — just opened or resized, the width
 * applied and the shell's main not busy; scrolled, the scroll-to-top button shown exactly when the page is past its
 * threshold (where the shell has one); always, no loading status — then for the fonts and two painted frames. It
 * answers what was still wrong after 10 s (or that no frame was painted) instead of throwing, so the caller can name
 * the screen. Self-contained, as `page.evaluate` needs; it mirrors Playwright's `toBeVisible` and role queries
 * (aria-hidden, display, visibility).
 */
async function readyInPage(args: Ready & { fabAfter: number }) {
  const root = document.documentElement;
  if (args.scroll) {
    const top = { top: 0, middle: (root.scrollHeight - innerHeight) / 2, bottom: root.scrollHeight }[args.scroll];
    window.scrollTo({ top, behavior: 'instant' });
  }
  const scrolled = scrollY;
  const atEnd = args.scroll !== 'bottom' || scrollY + innerHeight >= root.scrollHeight - 1;
  const hidden = (el: Element) => {
    for (let up: Element | null = el; up; up = up.parentElement) {
      if (up.getAttribute('aria-hidden') === 'true' || getComputedStyle(up).display === 'none') return true;
    }
    return getComputedStyle(el).visibility !== 'visible';
  };
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !hidden(el);
  };
  const shell = document.querySelector('[data-full-screen=false]') !== null;
  const wrong = () => {
    const problems: string[] = [];
    // Arrived (no scroll asked): the new width applied and the router done, as one main that is not busy.
    if (!args.scroll && root.clientWidth !== args.width)
      problems.push(`the page is ${root.clientWidth} px wide, not ${args.width}`);
    const mains = document.querySelectorAll('main');
    if (!args.scroll && (mains.length !== 1 || mains[0]!.getAttribute('aria-busy') !== 'false'))
      problems.push(`main is busy (${mains.length} main, aria-busy=${mains[0]?.getAttribute('aria-busy') ?? 'none'})`);
    // Arrived: no part of the page still arriving either (the title page's episode rows render after its first
    // commit): judging the bottom before they are in would judge a bottom that moves.
    if (!args.scroll && mains[0]?.querySelector('[aria-busy=true]:not(button):not(input)'))
      problems.push('a part of the page is still arriving (aria-busy)');
    const statuses = document.querySelectorAll('[role=status], output');
    if ([...statuses].some((el) => (el.textContent ?? '').includes(args.loading) && !hidden(el)))
      problems.push(`"${args.loading}" still shows`);
    // Scrolled: the scroll-to-top button follows the scrolled distance (its handler is throttled, hence the wait).
    if (args.scroll && shell) {
      const fab = [...document.querySelectorAll('button')].some(
        (el) => el.getAttribute('aria-label') === args.fabName && shown(el),
      );
      if (fab !== scrolled > args.fabAfter)
        problems.push(
          `scrolled ${Math.round(scrolled)} px, the "${args.fabName}" button ${fab ? 'shows' : 'is missing'}`,
        );
    }
    return problems;
  };
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
  const deadline = performance.now() + 10_000;
  const waited = (async () => {
    let problems = wrong();
    while (problems.length > 0 && performance.now() < deadline) {
      await frame();
      problems = wrong();
    }
    if (problems.length > 0) return problems.join('; ');
    await document.fonts.ready;
    await frame();
    await frame();
    return null;
  })();
  // A page that stopped painting answers so here, instead of holding the walk until the test's timeout.
  const stalled = new Promise<string>((done) => setTimeout(() => done('no frame painted within 12 s'), 12_000));
  return { problem: await Promise.race([waited, stalled]), atEnd };
}

/** Two frames painted after the fonts are in, then whether the page is still scrolled to its very end. */
async function paintedAtEnd() {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
  const late = new Promise<never>((_, fail) =>
    setTimeout(() => fail(new Error('no frame painted within 10 s')), 10_000),
  );
  await Promise.race([document.fonts.ready.then(frame).then(frame), late]);
  return scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
}

async function ready(page: Page, m: Messages, width: number, scroll: Phase | null) {
  const args = { width, loading: m.common.loading, fabName: m.ui.scrollToTop, scroll, fabAfter: FAB_AFTER };
  const { problem, atEnd } = await page.evaluate(readyInPage, args);
  if (problem) throw new Error(`not ready within 10 s: ${problem}`);
  return atEnd;
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
async function scrollTo(page: Page, m: Messages, width: number, phase: Phase) {
  const calls = apiCalls(page);
  for (let round = 0; round < 5; round += 1) {
    const atEnd = await ready(page, m, width, phase);
    // A list that started loading its next page at the bottom is waited for, then drawn, before the end is judged.
    await expect.poll(() => calls.size).toBe(0);
    const stillAtEnd = await page.evaluate(paintedAtEnd);
    if (atEnd && (phase !== 'bottom' || stillAtEnd)) return;
  }
}

/** Whether the page is taller than the window: if not, the three phases are one place and one judgement. */
const scrolls = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight > innerHeight);

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
          await ready(page, m, width, null);
          if (index === 0 && visit.bulkSelect) await selectTwo(page, m);
          for (const phase of PHASES) {
            await scrollTo(page, m, width, phase);
            let found = await page.evaluate(layoutProblems, phase);
            // The bottom judged after the page grew under it (a part rendered late on a busy machine) is not its
            // bottom: scrolled to the new end and judged again.
            for (let again = 0; again < 3 && found.length > 0 && phase === 'bottom'; again += 1) {
              if (await page.evaluate(paintedAtEnd)) break;
              await scrollTo(page, m, width, phase);
              found = await page.evaluate(layoutProblems, phase);
            }
            // A page no taller than the window is the same at every phase (layoutProblems counts every bar when
            // nothing scrolls): its one judgement stands for the three.
            const still = phase === 'top' && !(await scrolls(page));
            const where = still ? PHASES.join(', ') : phase;
            failures.push(...found.map((problem) => `${visit.href} at ${width} px (${where}): ${problem}`));
            if (still) break;
          }
          await scrollTo(page, m, width, 'top');
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
