import type { Messages } from '../../messages';

/** The viewer's and the title page's part of the `community` namespace (see en/communityLink.ts). */
const communityLink = {
  link: {
    label: '留言',
    count: { zero: '留言：0 則（尚無留言）', other: '留言：{count} 則' },
    latest: '第 {number} 話的留言',
  },
} satisfies Pick<Messages['community'], 'link'>;

export default communityLink;
