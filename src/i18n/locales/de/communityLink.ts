import type { Messages } from '../../messages';

/** The viewer's and the title page's part of the `community` namespace (see en/communityLink.ts). */
const communityLink = {
  link: {
    label: 'Kommentare',
    count: { zero: 'Kommentare: 0 (noch keine)', one: 'Kommentare: {count}', other: 'Kommentare: {count}' },
    latest: 'Kommentare zu Episode {number}',
  },
} satisfies Pick<Messages['community'], 'link'>;

export default communityLink;
