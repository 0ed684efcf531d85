export { SearchPage, type SearchPageProps } from './components/search-page';
