import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TabLink } from './tab-link';

// Issue 30: the tab rows mark their current tab without React Router's NavLink, exactly as NavLink did.

const TABS = { Home: '/', Free: '/home/free', Freebies: '/home/freebies', Mine: '/library/my' } as const;

function currentAt(route: string): string[] {
  renderWithProviders(
    <nav>
      {Object.entries(TABS).map(([name, to]) => (
        <TabLink key={name} to={to}>
          {name}
        </TabLink>
      ))}
    </nav>,
    { route },
  );
  return Object.keys(TABS).filter((name) => screen.getByRole('link', { name }).getAttribute('aria-current') === 'page');
}

describe('TabLink', () => {
  it.each([
    ['/home/free', ['Free']],
    ['/home/free/extra', ['Free']],
    ['/HOME/Free', ['Free']],
    ['/home/freebies', ['Freebies']],
    ['/library/my', ['Mine']],
    ['/', ['Home']],
    ['/search', []],
  ])('on %s marks %j', (route, expected) => {
    expect(currentAt(route)).toEqual(expected);
  });

  it('links where it says', () => {
    currentAt('/');
    expect(screen.getByRole('link', { name: 'Free' })).toHaveAttribute('href', '/home/free');
  });
});
