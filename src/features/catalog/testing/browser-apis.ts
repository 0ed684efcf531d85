import { vi } from 'vitest';
import { FakeIntersectionObserver } from '@/testing/fake-intersection-observer';

/**
 * jsdom has no IntersectionObserver, ResizeObserver, matchMedia or layout. These stand in for the browser so that the
 * real components (and embla) run; the test decides what is on screen, what the reader prefers and how wide things are.
 */
class FakeResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Tells every observer watching `element` that it came into (or left) the viewport, as the browser would. */
export function intersect(element: Element, isIntersecting = true): void {
  FakeIntersectionObserver.intersect(element, isIntersecting ? 1 : 0);
}

export interface BrowserOptions {
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion?: boolean;
}

export function installBrowserApis({ reducedMotion = false }: BrowserOptions = {}): () => void {
  FakeIntersectionObserver.install();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  const matchMedia = (query: string): MediaQueryList =>
    ({
      matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  vi.stubGlobal('matchMedia', matchMedia);
  return () => {
    FakeIntersectionObserver.live.clear();
    vi.unstubAllGlobals();
  };
}

/**
 * Gives the banner rail a layout: a viewport `width` px wide whose slides sit side by side, as CSS lays them out. embla
 * measures offsetLeft / offsetWidth and reads the slides' margins (which jsdom leaves empty where a browser says 0px);
 * the native rail reads clientWidth.
 */
export function layOutRail(width = 300): () => void {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    const value = (name: string) => style.getPropertyValue(name) || (name.startsWith('margin') ? '0px' : '');
    return new Proxy(style, {
      get: (target, key) => (key === 'getPropertyValue' ? value : Reflect.get(target, key, target)),
    });
  });
  const inRail = (node: HTMLElement) => node.closest('[data-testid="banner-viewport"]') !== null;
  const slideIndex = (node: HTMLElement) =>
    node.parentElement?.parentElement?.dataset.testid === 'banner-viewport'
      ? Array.prototype.indexOf.call(node.parentElement.children, node)
      : 0;
  const descriptors = {
    offsetWidth: { get: (node: HTMLElement) => (inRail(node) ? width : 0) },
    offsetHeight: { get: (node: HTMLElement) => (inRail(node) ? 160 : 0) },
    clientWidth: { get: (node: HTMLElement) => (inRail(node) ? width : 0) },
    offsetLeft: { get: (node: HTMLElement) => (inRail(node) ? slideIndex(node) * width : 0) },
  };
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const [name, { get }] of Object.entries(descriptors)) {
    saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return get(this);
      },
    });
  }
  return () => {
    vi.mocked(window.getComputedStyle).mockRestore();
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  };
}
