/**
 * Titles and episodes as a reader may see them (audience, adult and BL rules), the main page's rails, search,
 * themes, the detail and the viewer, the library (favourites, recent, owned titles) and what a reader holds of each
 * episode; and the operator's side: the comic import (import/), list, unpublish and publish (publishing.ts). Routes:
 * server/routes/contents, discovery, library, theme; the operator's command server/catalog-cli.ts. SPA:
 * src/features/catalog, viewer, library, search.
 *
 * The public face of this domain: code outside server/services/catalog/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export { type Audience, pendingAudience, type PendingAudience, requestAudience } from './audience';
export {
  chosenStatement,
  episodeRow,
  heldFrom,
  heldOfEpisodes,
  heldOfStatement,
  ticketFrom,
  ticketStatement,
  titleRow,
  titleStatement,
} from './batch-reads';
export { catalogCache } from './catalog-cache';
export {
  chosenEpisodes,
  contentDetailBytes,
  episodeStates,
  loadVisibleTitle,
  publishedEpisodes,
  type SaleColumns,
  saleOf,
  statesFor,
  statesOf,
  visibleTitle,
} from './detail';
export { listBanners, listSections, recommend, topTags } from './discovery';
export { addFavorite, listFavorites, listRecent, removeFavorite, saveProgress } from './library';
export { listContents } from './list';
export { listOwnedTitles } from './owned-titles';
export { searchContents } from './search';
export { nextTicketAt } from './ownership';
export { visibleTo } from './summaries';
export { listThemes, themeDetail } from './themes';
export { episodeTitle, viewerEpisode } from './viewer';
export { loadVisibleEpisode } from './visible-episode';
export { countView, readerKey } from './views';
export { importSeries } from './import/import';
export { ImportRefused, problemLine } from './import/limits';
export { catalogueLines, episodeLines, type PublishTarget, setPublished } from './publishing';
export { refreshReleasedTitles } from './title-dates';
