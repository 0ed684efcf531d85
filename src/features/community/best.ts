/**
 * The comment list's endpoints alone, for the viewer's best comments at an episode's end: importing it does not load
 * the comment screens or their texts (index.ts does), and the list it reads is the comment screen's own cache entry.
 */
export { communityApi } from './api';
