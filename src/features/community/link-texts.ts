import communityLink from '@locale/communityLink';
import { messagesFor } from '@/i18n';

/**
 * Reads only the comment link's part of the `community` namespace: the viewer and the title page show the link and
 * should not load the comment screens' texts with it. The comment screens register the whole namespace
 * (src/i18n/ns/community.ts), which includes this part.
 */
export const { t } = messagesFor({ community: communityLink });
