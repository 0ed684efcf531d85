import type { Banner, MainSection } from '@/domain/catalog';
import type { ThemeSummary } from '@/domain/themes';
import { buildContentSummary } from '@/testing/factories';
import type { HomeTabLink } from '../components/home-tabs';

const icon = { url: '/images/covers/square-1.png', width: 600, height: 600 };

/** One banner of each layout, the way the API sends them. */
export const BANNERS: Banner[] = [
  {
    id: 1,
    layout: 'ICON_TEXT',
    title: 'New this week',
    subtitle: 'Fresh episodes',
    icon,
    background: '#fde2e4',
    link: '/detail/3',
  },
  {
    id: 2,
    layout: 'TEXT_ICON',
    title: 'Read for free',
    subtitle: null,
    icon,
    background: '#004d40',
    link: '/home/free',
  },
  {
    id: 3,
    layout: 'ONLY_TEXT',
    title: 'Partner event',
    subtitle: 'On our partner site',
    icon: null,
    background: '#e2ece9',
    link: 'https://partner.example/event',
  },
  {
    id: 4,
    layout: 'ONLY_ICON',
    title: 'Silent Orchard',
    subtitle: null,
    icon,
    background: '#ffffff',
    link: '/detail/9',
  },
];

export function section(key: string, list: MainSection['list'], sort: MainSection['sort'], count: number) {
  const items = Array.from({ length: count }, (_, i) => buildContentSummary({ name: `${key} ${i + 1}` }));
  return { key, list, sort, items } satisfies MainSection;
}

export const SECTIONS: MainSection[] = [
  section('weekly', 'WEEKLY', 'POPULAR', 4),
  section('ranking', 'RANKING', 'POPULAR', 3),
  section('newest', 'NEWEST', 'LATEST', 2),
];

/** Two theme collections as `GET /theme` sends them. */
export const THEMES: ThemeSummary[] = [
  {
    id: 7,
    title: 'Editors’ picks',
    description: 'Chosen for you',
    preview: section('pick', 'RANKING', 'POPULAR', 3).items,
  },
  {
    id: 9,
    title: 'Start free today',
    description: 'Ten free episodes',
    preview: section('free', 'FREE', 'POPULAR', 2).items,
  },
];

/** The home tabs as the app hands them to the catalogue screens. */
export const TABS: HomeTabLink[] = ['weekly', 'free', 'ranking', 'bl', 'mature', 'romance', 'action', 'pick'].map(
  (id) => ({ id, label: `Tab ${id}`, href: `/home/${id}` }),
);
