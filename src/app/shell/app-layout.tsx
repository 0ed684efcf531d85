import platform from '@platform';
import { t } from '@/i18n';
import { ApiErrorProvider } from '@/error-handling/api-error-provider';
import { selectLayout, useAppSelector } from '@/session';
import { PwaStatus } from '@/pwa/pwa-status';
import { ScrollToTop } from '@/ui';
import styled from '@emotion/styled';
import { Link, Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { AdultGate } from './adult-gate';
import { forgetPlaceOfFreshPage } from './fresh-page';
import { errorRouteHrefs, paths } from '../paths';
import { BottomNav, DesktopNav } from './navigation';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useLayoutMeasure } from './use-layout-measure';
import { useSettledScroll } from './use-settled-scroll';

/** The German variant only serves the transfer: every navigation target would land on its note anyway. */
const withNavigation = !platform.transferOnly;
const brandHref = platform.transferOnly ? paths.transferNote.href() : paths.main.href();

/** A route whose `handle` asks for the whole screen (the viewer): it brings its own chrome. */
function isFullScreenHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { fullScreen?: unknown }).fullScreen === true;
}

/**
 * Where ScrollRestoration keeps a page's place. React Router keys the history entry of every page loaded afresh (typed
 * in, opened from elsewhere) 'default', so each would be scrolled to where the tab's first such page was left; the
 * viewer took that jump for reading and hid its bar. Such a page keeps a place of its own, by its address.
 */
const scrollKey: NonNullable<Parameters<typeof ScrollRestoration>[0]['getKey']> = (location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
forgetPlaceOfFreshPage(`${window.location.pathname}${window.location.search}`);

/**
 * The shell around every page: skip link, header, the page itself, and the navigation of the current layout. A
 * full-screen route keeps only the page (and what every page needs: error handling, skip target, scroll restoring).
 */
export function AppLayout() {
  useLayoutMeasure();
  // Runs after ScrollRestoration's own restore (a child's layout effect runs first) and finishes what it began.
  useSettledScroll();
  const { isDesktop } = useAppSelector(selectLayout);
  const fullScreen = useMatches().some((match) => isFullScreenHandle(match.handle));
  const chrome = !fullScreen;
  const bottomBar = chrome && withNavigation && !isDesktop;
  const navigation = useNavigation();
  return (
    <ApiErrorProvider routes={errorRouteHrefs}>
      {/* The adult confirmation answers every ADULT_ONLY_CONTENTS (spec §4); its popup loads with the first one. */}
      <AdultGate />
      <SkipLink />
      <Column data-layout={isDesktop ? 'desktop' : 'mobile'} data-full-screen={fullScreen}>
        {chrome && (
          <Header>
            <Brand to={brandHref}>{t('common.appName')}</Brand>
            {withNavigation && isDesktop && <DesktopNav />}
          </Header>
        )}
        {/* Offline, and after an update: shown on every screen, the viewer included (src/pwa). */}
        <PwaStatus />
        <Main id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy={navigation.state === 'loading'} withFab={chrome}>
          <Outlet />
        </Main>
        {bottomBar && <BottomNav />}
      </Column>
      {chrome && <ScrollToTop />}
      <ScrollRestoration getKey={scrollKey} />
    </ApiErrorProvider>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  margin: 0 auto;
  /* A full-screen page lays itself out over the whole window (a zoomed strip is wider than the column). */
  &[data-full-screen='true'] {
    max-width: none;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg}px;
  height: ${({ theme }) => theme.layout.topBar}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

// The end of a page stays clear of the bottom bar and of the scroll-to-top button, which floats above the bar's place
// on a phone whether or not the variant shows the bar (src/ui/scroll-to-top.tsx).
const Main = styled('main', { shouldForwardProp: (prop) => prop !== 'withFab' })<{ withFab: boolean }>`
  flex: 1;
  padding-bottom: ${({ theme: { layout, space }, withFab }) =>
    withFab ? layout.bottomBar + space.lg + layout.control + space.sm : 0}px;
  outline: none;
`;
