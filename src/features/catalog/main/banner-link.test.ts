import { describe, expect, it } from 'vitest';
import { bannerColors, bannerTarget } from './banner-link';

const origin = 'https://webtoon.example';

describe('bannerTarget', () => {
  it('routes paths and links of this site inside the app', () => {
    expect(bannerTarget('/detail/12', origin)).toEqual({ kind: 'app', to: '/detail/12' });
    expect(bannerTarget('https://webtoon.example/home/free?sort=LATEST#top', origin)).toEqual({
      kind: 'app',
      to: '/home/free?sort=LATEST#top',
    });
  });

  it('opens other sites as external links', () => {
    expect(bannerTarget('https://partner.example/event', origin)).toEqual({
      kind: 'external',
      href: 'https://partner.example/event',
    });
    // Protocol-relative URLs point at another host, not at a path of this one.
    expect(bannerTarget('//partner.example/x', origin)).toEqual({
      kind: 'external',
      href: 'https://partner.example/x',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.example', 'http://[bad'])(
    'follows no %s',
    (link) => {
      expect(bannerTarget(link, origin)).toBeNull();
    },
  );
});

describe('bannerColors', () => {
  it('keeps a hex background with dark text on light colours and white text on dark ones', () => {
    expect(bannerColors('#fde2e4')).toEqual({ background: '#fde2e4', color: '#1f2328' });
    expect(bannerColors('#004d40')).toEqual({ background: '#004d40', color: '#fff' });
  });

  it('ignores anything that is not a #rrggbb colour', () => {
    expect(bannerColors('url(https://tracker.example/x.png)')).toEqual({});
    expect(bannerColors('red; position: fixed')).toEqual({});
  });
});
