export type { HomeTabLink } from './components/home-tabs';
export { HomeTabFrame, MainFrame } from './components/main-frame';
