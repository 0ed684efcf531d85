import type { ContentSummary } from './catalog';

/** A theme collection (issue 13): a titled group of titles chosen by the editors, shown as a main-page section. */
export interface ThemeSummary {
  id: number;
  title: string;
  description: string;
  /** The first titles, for the main page's rail. */
  preview: ContentSummary[];
}

/** `GET /theme/:id`: the whole collection (NOT_FOUND_THEME for an unknown or another platform's theme). */
export interface ThemeDetail {
  id: number;
  title: string;
  description: string;
  items: ContentSummary[];
}
