// The theme page loads with its own route: its RTK Query endpoint stays off the main page's first load.
export { themeApi, useThemeQuery, type ThemeArg } from './api';
export { ThemeScreen, type ThemeScreenProps } from './theme-screen';
