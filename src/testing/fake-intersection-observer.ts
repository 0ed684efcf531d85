import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A controllable stand-in for the browser's IntersectionObserver (jsdom has none): the test says what is on screen.
 * `install()` in a beforeEach; `vi.unstubAllGlobals()` removes it. One implementation for every feature's tests, so
 * the catalog's rails and the viewer's slots are driven the same way.
 */
export class FakeIntersectionObserver implements IntersectionObserver {
  /** The observers not yet disconnected, oldest first. */
  static live = new Set<FakeIntersectionObserver>();
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly elements = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    // Empty when the component gives none, so a test can tell a lazy-margin observer from a plain one.
    this.rootMargin = options?.rootMargin ?? '';
    const threshold = options?.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.live.add(this);
  }

  static install(): void {
    FakeIntersectionObserver.live.clear();
    vi.stubGlobal('IntersectionObserver', this);
  }

  /** Reports `element` on (`ratio` > 0) or off screen to every live observer watching it, as the browser would. */
  static intersect(element: Element, ratio = 1): void {
    for (const observer of [...FakeIntersectionObserver.live]) {
      if (observer.elements.has(element)) observer.report([{ target: element, ratio }]);
    }
  }

  /** Whether anything observes `element` right now (a sentinel armed, a rail watched). */
  static isObserved(element: Element): boolean {
    return [...FakeIntersectionObserver.live].some((observer) => observer.elements.has(element));
  }

  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  protected report(changes: { target: Element; ratio: number }[]) {
    const entries = changes.map(
      ({ target, ratio }) =>
        ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this));
  }
}
