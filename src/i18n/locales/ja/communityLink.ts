import type { Messages } from '../../messages';

/** The viewer's and the title page's part of the `community` namespace (see en/communityLink.ts). */
const communityLink = {
  link: {
    label: 'コメント',
    count: { zero: 'コメント：0 件（まだありません）', other: 'コメント：{count} 件' },
    latest: '第{number}話のコメント',
  },
} satisfies Pick<Messages['community'], 'link'>;

export default communityLink;
