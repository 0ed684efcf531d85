import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A controllable stand-in for the browser's IntersectionObserver (jsdom has none): the test says what is on screen.
 * `install()` in a beforeEach; `vi.unstubAllGlobals()` removes it.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly thresholds: number[];
  readonly rootMargin: string;
  readonly elements = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '';
    const threshold = options?.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }

  static install(): void {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }

  /** The observer of the viewer's image slots (the one with the lazy root margin). */
  static slots(): FakeIntersectionObserver {
    const found = FakeIntersectionObserver.instances.findLast((o) => o.rootMargin !== '');
    if (!found) throw new Error('no slot observer');
    return found;
  }

  /** Reports `element` on or off screen to every live observer watching it. */
  static intersect(element: Element, ratio: number): void {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.elements.has(element)) observer.report([{ target: element, ratio }]);
    }
  }

  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports the slots `indexes` as within the margin and every other observed slot as outside it. */
  show(indexes: number[]) {
    this.report(
      [...this.elements].map((target) => ({
        target,
        ratio: indexes.includes(Number(target.getAttribute('data-slot'))) ? 1 : 0,
      })),
    );
  }

  private report(changes: { target: Element; ratio: number }[]) {
    const entries = changes.map(
      ({ target, ratio }) =>
        ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}
