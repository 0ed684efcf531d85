// The home tabs load with their own route: RTK Query (their infinite lists) stays off the main page's first load.
export { homeApi, HOME_PAGE_SIZE, useHomeListContentsInfiniteQuery, type HomeListArg } from './api';
export { HomeTabPage, type HomeTabPageProps } from './home-tab-page';
