import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BANNER_AUTO_SLIDE_MS } from '@/domain/constants';
import { t } from '@/testing/texts';
import { intersect } from '../testing/browser-apis';
import { BANNERS } from '../testing/catalog-data';
import { advance, counter, engine, renderRail, setUpRailTests } from '../testing/rail-harness';

setUpRailTests();

describe('BannerRail: the banners', () => {
  it('lays each banner out as its layout says', () => {
    renderRail();
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4].map((current) => t('home.main.position', { current, total: 4 })),
    );
    const [iconText, textIcon, onlyText, onlyIcon] = slides as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const order = (slide: HTMLElement) => [...(slide.firstElementChild?.children ?? [])].map((node) => node.tagName);
    expect(order(iconText)).toEqual(['IMG', 'P']);
    expect(order(textIcon)).toEqual(['P', 'IMG']);
    expect(within(onlyText).queryByRole('img')).not.toBeInTheDocument();
    expect(within(onlyText).getByText('Partner event')).toBeInTheDocument();
    expect(within(onlyIcon).getByRole('img', { name: 'Silent Orchard' })).toBeInTheDocument();
    expect(within(onlyIcon).queryByText('Silent Orchard')).not.toBeInTheDocument();
    // The first banner is the largest image above the fold.
    expect(within(iconText).getByRole('presentation')).toHaveAttribute('loading', 'eager');
    expect(within(textIcon).getByRole('presentation')).toHaveAttribute('loading', 'lazy');
  });

  it('routes links of this site inside the app and opens others in a new tab without access to this page', async () => {
    const { router, user } = renderRail();
    vi.useRealTimers();
    const external = screen.getByRole('link', { name: /Partner event/ });
    expect(external).toHaveAttribute('href', 'https://partner.example/event');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveTextContent(t('home.main.newTab'));

    const inside = screen.getByRole('link', { name: /New this week/ });
    expect(inside).not.toHaveAttribute('target');
    await user.click(inside);
    expect(router.state.location.pathname).toBe('/detail/3');
  });

  it('follows no link that is not http(s)', () => {
    renderRail({ banners: [{ ...BANNERS[0]!, link: 'javascript:alert(1)' }] });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('New this week')).toBeInTheDocument();
  });

  it('shows a single banner without controls and never loads the carousel', async () => {
    const { root } = renderRail({ banners: [BANNERS[0]!] });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    intersect(root);
    fireEvent.focusIn(root);
    await advance(BANNER_AUTO_SLIDE_MS * 2);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(engine()).toBeUndefined();
  });
});

describe('BannerRail: the native rail before embla', () => {
  it('moves with the buttons, looping, and counts the slide it is on', () => {
    const { viewport } = renderRail();
    expect(screen.getByText(counter(1))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t('home.main.next') }));
    expect(viewport.scrollLeft).toBe(300);
    fireEvent.scroll(viewport);
    expect(screen.getByText(counter(2))).toBeInTheDocument();

    viewport.scrollLeft = 0;
    fireEvent.scroll(viewport);
    fireEvent.click(screen.getByRole('button', { name: t('home.main.previous') }));
    expect(viewport.scrollLeft).toBe(900);
    fireEvent.scroll(viewport);
    expect(screen.getByText(counter(4))).toBeInTheDocument();
    expect(engine()).toBeUndefined();
  });
});
