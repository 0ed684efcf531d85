import { plural } from '../../plural';

/**
 * The part of the `community` namespace that the viewer and the title page show: the way to an episode's comments
 * with their count. A module of its own so that those pages do not carry the comment screens' texts
 * (src/features/community/link-texts.ts); `community.ts` includes it.
 */
const communityLink = {
  link: {
    label: 'Comments',
    count: plural({ zero: 'Comments: 0 (none yet)', one: 'Comments: {count}', other: 'Comments: {count}' }),
    latest: 'Comments on episode {number}',
  },
};

export default communityLink;
