import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTabs } from './page-tabs';
import { ThemeRoot } from './theme-root';

const rect = (left: number, right: number) => ({ left, right, top: 0, bottom: 40, width: right - left, height: 40 });

afterEach(() => vi.restoreAllMocks());

describe('PageTabs', () => {
  it('brings the current tab into a row wider than the phone (issue 28: 「ブロックしたユー…」 was cut at 360 px)', () => {
    // The row is 360 px wide; the third tab, the current one, runs from 300 to 460 px.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.tagName === 'UL') return rect(0, 360) as DOMRect;
      if (this.getAttribute('aria-current') === 'page') return rect(300, 460) as DOMRect;
      return rect(0, 150) as DOMRect;
    });
    render(
      <MemoryRouter initialEntries={['/blocks']}>
        <ThemeRoot>
          <PageTabs
            label="Comments"
            tabs={[
              { label: 'This episode', href: '/episode' },
              { label: 'My comments', href: '/mine' },
              { label: 'Blocked readers', href: '/blocks' },
            ]}
          />
        </ThemeRoot>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Blocked readers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('list').scrollLeft).toBe(100);
  });
});
