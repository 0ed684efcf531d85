import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { FIRST_SCREEN_NAMESPACES, markPhrases, ZWSP } from '../../src/i18n/phrase-breaks';
import zhTW from '../../src/i18n/locales/zh-TW';
import { demo, logIn } from '../support/accounts';
import { readerHeaders } from '../support/api';
import { layoutIds } from '../support/layout-routes';

/**
 * Issue 28, finding 8, for Chinese: a label (button, tab, badge) or a heading of the dictionary wraps only between
 * words. Each one is narrowed to its narrowest (min-content), which is where a 360 px screen pushes a long label: it
 * must still wrap (not be one unbreakable block that gets cut), and only where BudouX puts a phrase boundary.
 */

/** Every string of a dictionary tree. */
function messagesOf(node: unknown, into = new Set<string>()): Set<string> {
  if (typeof node === 'string') into.add(node);
  else if (node && typeof node === 'object') for (const value of Object.values(node)) messagesOf(value, into);
  return into;
}

const byPlace = (first: boolean) =>
  messagesOf(
    Object.fromEntries(Object.entries(zhTW).filter(([namespace]) => FIRST_SCREEN_NAMESPACES.has(namespace) === first)),
  );
/** Every message of the lazily loaded dictionaries but those the first screen's (not marked, phrase-breaks.ts) repeat. */
const FIRST = byPlace(true);
const MESSAGES = new Set([...byPlace(false)].filter((message) => !FIRST.has(message)));

/** Where a line may end in `text`: after a phrase (the ZWSPs BudouX puts in) or next to anything but two ideographs. */
function allowedBreaks(text: string): Set<number> {
  const allowed = new Set<number>();
  let index = 0;
  for (const char of markPhrases(text, 'zh-TW')) {
    if (char === ZWSP) allowed.add(index);
    else index += 1;
  }
  const ideograph = /\p{Script=Han}/u;
  for (let i = 1; i < text.length; i += 1)
    if (!ideograph.test(text[i - 1] ?? '') || !ideograph.test(text[i] ?? '')) allowed.add(i);
  return allowed;
}

interface Wrapped {
  text: string;
  tag: string;
  /** Indexes in `text` (without ZWSPs) where a new line starts. */
  breaks: number[];
}

/** The labels and headings on screen whose text is a whole message of several phrases, each narrowed and measured. */
async function narrowedLabels(page: Page, messages: string[]): Promise<Wrapped[]> {
  return page.evaluate(
    ({ messages, zwsp }) => {
      const wanted = new Set(messages);
      // Where the global styles keep a zh-TW label whole (src/ui/global-styles.tsx), and the cards' badges.
      const selector = 'button, [role=tab], h1, h2, h3, h4, [data-testid=content-card] li';
      const found: Wrapped[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const raw = el.textContent ?? '';
        const text = raw.replaceAll(zwsp, '').trim();
        if (!wanted.has(text) || el.getClientRects().length === 0) continue;
        // A label kept on one line on purpose (a scrolling tab bar) never wraps; the layout walk checks it is not cut.
        const parts = [el, ...el.querySelectorAll('*')];
        if (parts.some((part) => getComputedStyle(part).textWrapMode === 'nowrap')) continue;
        el.style.setProperty('width', 'min-content', 'important');
        el.style.setProperty('min-width', '0', 'important');
        el.style.setProperty('max-width', 'none', 'important');
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        const breaks: number[] = [];
        let index = 0;
        let top: number | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.textContent ?? '';
          for (let i = 0; i < value.length; i += 1) {
            if (value[i] === zwsp) continue;
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (rect && rect.width > 0) {
              if (top !== null && rect.top > top + 2) breaks.push(index);
              top = rect.top;
            }
            index += 1;
          }
        }
        el.style.removeProperty('width');
        el.style.removeProperty('min-width');
        el.style.removeProperty('max-width');
        // Indexes into the trimmed text, as the message is written.
        const lead = raw.replaceAll(zwsp, '').length - raw.replaceAll(zwsp, '').trimStart().length;
        found.push({ text, tag: el.tagName.toLowerCase(), breaks: breaks.map((at) => at - lead) });
      }
      return found;
    },
    { messages, zwsp: ZWSP },
  );
}

test('at 360 px the labels and headings of the dictionary wrap between phrases, never inside a word', async ({
  page,
  request,
}) => {
  // Messages of one phrase cannot wrap between phrases; the short ones of several are what a narrow screen squeezes.
  const candidates = [...MESSAGES].filter(
    (m) => m.length <= 20 && !m.includes('{') && markPhrases(m, 'zh-TW').includes(ZWSP),
  );
  const ids = await layoutIds(request, await readerHeaders(request, demo.adult));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(paths.login.href());
  await logIn(page, zhTW, demo.adult);
  await expect(page).not.toHaveURL(/\/user\/login/);

  const seen: Wrapped[] = [];
  for (const href of [
    paths.detail.href(ids.lockedTitle),
    paths.comment.href(ids.freeEpisode),
    paths.shop.href(),
    paths.my.href(),
  ]) {
    await page.goto(href);
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('status').filter({ hasText: zhTW.common.loading })).toHaveCount(0);
    seen.push(...(await narrowedLabels(page, candidates)));
  }

  // The walk is about something: the comment tabs and the purchase buttons are among them.
  expect(seen.length).toBeGreaterThanOrEqual(5);
  for (const { text, tag, breaks } of seen) {
    expect(breaks.length, `<${tag}>「${text}」 can wrap at its narrowest`).toBeGreaterThan(0);
    const allowed = allowedBreaks(text);
    for (const at of breaks)
      expect(
        allowed.has(at),
        `<${tag}>「${text}」 breaks inside a word: 「${text.slice(0, at)}／${text.slice(at)}」`,
      ).toBe(true);
  }
});

test('the first screen pays nothing for it: the scripts `/` loads carry no phrase marks', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(paths.main.href(), { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  const marked = new RegExp(`\\p{Script=Han}${ZWSP}\\p{Script=Han}`, 'u');
  expect(bodies.filter((body) => marked.test(body))).toHaveLength(0);
});
