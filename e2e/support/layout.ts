/**
 * The phone layout rules, as one function Playwright runs inside the page (`page.evaluate(layoutProblems, phase)`): it
 * must stay self-contained (no imports, no outer names). It answers one short line per problem, naming the element.
 *
 * - the page scrolls sideways, or a visible element reaches past the viewport (outside any clipping scroller);
 * - a navigation label (bottom bar, header nav, tab) is clipped or takes more than one line;
 * - a short text (≤ 12 characters: a button, a label, a count) breaks onto a second line, e.g. "受け取/る";
 * - a fixed or sticky element covers a visible control. Content may pass under a bar while the reader scrolls, so at
 *   the top only bars in the upper half count, scrolled to the bottom only those in the lower half, and halfway down
 *   only a bar over another bar's control (the scroll-to-top button over the bulk bar's gift link).
 */
export function layoutProblems(phase: 'top' | 'middle' | 'bottom'): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const SHORT = 12;

  const describe = (el: Element) => {
    const id = el.getAttribute('data-testid') ?? el.id;
    const text = (el.textContent ?? el.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}> "${text}"`;
  };
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.opacity !== '0';
  };
  /**
   * Lines taken by the shown text under `el` (only its own text nodes when `own`: a child laid out as a block of its
   * own is a line by design). Boxes that do not overlap vertically sit on different lines.
   */
  const linesOf = (el: Element, own = false) => {
    const boxes: DOMRect[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !shown(parent) || (own && parent !== el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) if (box.width > 0) boxes.push(box);
    }
    boxes.sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= bottom - 2) lines += 1;
      bottom = box.top >= bottom - 2 ? box.bottom : Math.max(bottom, box.bottom);
    }
    return lines;
  };
  const clipped = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const box = up.getBoundingClientRect();
      if (getComputedStyle(up).overflowX !== 'visible' && box.right <= width + 0.5 && box.left >= -0.5) return true;
    }
    return false;
  };

  const sideways = document.documentElement.scrollWidth;
  if (sideways > width) problems.push(`the page scrolls sideways (${sideways} px wide)`);
  const overflowing: Element[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.right <= width + 0.5 && box.left >= -0.5) continue;
    if (overflowing.some((outer) => outer.contains(el)) || !shown(el) || clipped(el)) continue;
    overflowing.push(el);
    problems.push(
      `${describe(el)} reaches past the ${width} px viewport (${Math.round(box.left)}–${Math.round(box.right)})`,
    );
  }

  const nav = '[data-testid=bottom-nav] a, [data-testid=desktop-nav] a, header nav a, [role=tab]';
  for (const el of document.querySelectorAll(nav)) {
    if (!shown(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`navigation label ${describe(el)} is clipped`);
    else if (linesOf(el) > 1) problems.push(`navigation label ${describe(el)} wraps onto ${linesOf(el)} lines`);
  }

  // A short text is its element's whole text; a short run inside a longer sentence may wrap like any words. A control's
  // label stays whole; elsewhere only a break inside a word counts (a title in a card may wrap between its words).
  const checked = new Set<Element>();
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const isShort = (text: string | null) => [...(text ?? '').trim()].length <= SHORT;
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const owner = node.parentElement;
    if (!owner || checked.has(owner) || !node.textContent?.trim()) continue;
    checked.add(owner);
    const whole = owner.textContent ?? '';
    if (!isShort(whole) || owner.closest(nav) || owner.querySelector('br') || !shown(owner)) continue;
    const link = owner.closest('a');
    const label = owner.closest('button, [role=button], label') ?? (link && isShort(link.textContent) ? link : null);
    if (!label && (link || /\s/.test(whole.trim()))) continue;
    const lines = linesOf(owner, true);
    if (lines > 1) problems.push(`short text ${describe(owner)} breaks onto ${lines} lines`);
  }

  // Bars: fixed or sticky, not a dialog, a backdrop or a full-screen layer (those cover on purpose).
  const bars = [...document.body.querySelectorAll('*')].filter((el) => {
    const { position } = getComputedStyle(el);
    if ((position !== 'fixed' && position !== 'sticky') || !shown(el) || el.closest('[role=dialog]')) return false;
    const box = el.getBoundingClientRect();
    return box.width * box.height <= (width * height) / 2;
  });
  const scrolls = document.documentElement.scrollHeight > height;
  const inHalf = (bar: Element) => {
    const box = bar.getBoundingClientRect();
    const middle = (box.top + box.bottom) / 2;
    return !scrolls || (phase === 'top' ? middle < height / 2 : phase === 'bottom' && middle >= height / 2);
  };
  /** Fixed, or sticky and held at its offset (a sticky bar leaving with its section is only content passing by). */
  const pinned = (bar: Element) => {
    const style = getComputedStyle(bar);
    const box = bar.getBoundingClientRect();
    if (style.position === 'fixed') return true;
    const near = (a: number, b: number) => Math.abs(a - b) < 1;
    return (
      (style.top !== 'auto' && near(box.top, parseFloat(style.top))) ||
      (style.bottom !== 'auto' && near(box.bottom, height - parseFloat(style.bottom)))
    );
  };
  const controls = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab]';
  for (const control of document.querySelectorAll(controls)) {
    const box = control.getBoundingClientRect();
    if (!shown(control) || box.bottom <= 0 || box.top >= height) continue;
    // A control on a pinned bar never scrolls out from under another bar: it counts at any scroll position.
    const onBar = bars.some((bar) => bar.contains(control) && pinned(bar));
    for (const bar of bars) {
      if (bar.contains(control) || control.contains(bar) || !(onBar || inHalf(bar))) continue;
      const over = bar.getBoundingClientRect();
      const left = Math.max(box.left, over.left);
      const right = Math.min(box.right, over.right);
      const top = Math.max(box.top, over.top);
      const bottom = Math.min(box.bottom, over.bottom);
      if (right - left <= 1 || bottom - top <= 1) continue;
      const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (onTop && bar.contains(onTop)) problems.push(`${describe(bar)} covers ${describe(control)}`);
    }
  }
  return problems;
}
