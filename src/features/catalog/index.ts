export type { HomeTabLink } from './components/home-tabs';
export { HomeTabFrame, MainFrame } from './components/main-frame';
// The detail page is imported from '@/features/catalog/detail' by its route only: re-exporting it here would pull
// RTK Query and the detail page into the main page's first load, which imports this barrel.
export type { ContentDetailViewProps } from './detail';
