// The main page's barrel: it is part of the first screen, so it holds only what `/` needs. The home tabs load from
// '@/features/catalog/home' and the detail page from '@/features/catalog/detail', each with its own route: re-exporting
// them here would pull RTK Query into the main page's first load.
export { HomeTabs, type HomeTabLink } from './components/home-tabs';
export { DEFAULT_SORT, homeListOf, WEEK_DAYS, type HomeTabId, type WeekDay } from './home-query';
export { MainPage, type MainPageProps } from './main/main-page';
export type { ContentDetailViewProps } from './detail';
