export { FavoriteList, type FavoriteListProps } from './components/favorite-list';
export { LibraryFrame, type LibraryFrameProps } from './components/library-frame';
export { LibraryEmpty } from './components/library-states';
export { OwnedList, type OwnedListProps } from './components/owned-list';
export { RecentList, type RecentListProps } from './components/recent-list';
