import type { Messages } from '../../messages';

/** The viewer's and the title page's part of the `community` namespace (see en/communityLink.ts). */
const communityLink = {
  link: {
    label: 'ความคิดเห็น',
    count: { zero: 'ความคิดเห็น: 0 (ยังไม่มี)', other: 'ความคิดเห็น: {count}' },
    latest: 'ความคิดเห็นของตอนที่ {number}',
  },
} satisfies Pick<Messages['community'], 'link'>;

export default communityLink;
