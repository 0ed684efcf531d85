import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n';
import { ScrollToTop, SCROLL_TOP_THRESHOLD } from './scroll-to-top';
import { ThemeRoot } from './theme-root';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('ScrollToTop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const button = () => screen.queryByRole('button', { name: t('ui.scrollToTop') });

  it('is hidden at the top and appears after scrolling down', () => {
    render(<ScrollToTop />, { wrapper: ThemeRoot });
    expect(button()).toBeNull();
    act(() => scrollTo(SCROLL_TOP_THRESHOLD + 300));
    expect(button()).toBeInTheDocument();
  });

  it('throttles the scroll handler to 200 ms but still sees where scrolling stopped', () => {
    render(<ScrollToTop />, { wrapper: ThemeRoot });
    act(() => scrollTo(10));
    act(() => scrollTo(SCROLL_TOP_THRESHOLD + 1));
    expect(button()).toBeNull();
    act(() => vi.advanceTimersByTime(199));
    expect(button()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(button()).toBeInTheDocument();
  });

  it('shows at once on a page restored at a scrolled position', () => {
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    render(<ScrollToTop />, { wrapper: ThemeRoot });
    expect(button()).toBeInTheDocument();
  });

  it('scrolls the window to the top when pressed and hides again there', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollToTop />, { wrapper: ThemeRoot });
    act(() => scrollTo(1000));
    fireEvent.click(button() as HTMLElement);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    act(() => vi.advanceTimersByTime(500));
    act(() => scrollTo(0));
    expect(button()).toBeNull();
  });
});
