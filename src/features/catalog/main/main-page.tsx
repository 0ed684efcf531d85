import { Suspense, use, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, VisuallyHidden } from '@/ui';
import { HomeTabs, type HomeTabLink } from '../components/home-tabs';
import { homeListOf } from '../home-query';
import { BannerBox, BannerRail } from './banner-rail';
import { forgetFailedMain, loadMain } from './main-data';
import { t } from './main-texts';
import { SectionRail, SectionSkeleton } from './section-rail';

export interface MainPageProps {
  /** The home tabs; a section's "see all" link opens the tab that shows its list. */
  tabs: readonly HomeTabLink[];
  detailHref(id: number): string;
  /** A theme collection's page, the "see all" of its rail. */
  themeHref(id: number): string;
  searchHref: string;
  /** Who is reading (`readerKey`): the sections differ per reader, so a new reader loads them again. */
  reader: string;
}

/**
 * `/`: the home tabs first, under the header, so the category pages are one tap away on arrival (and while the rest
 * loads); then the banners and the main-page sections as rails of titles.
 */
export function MainPage(props: MainPageProps) {
  // A load that failed on an earlier visit is asked again on this one.
  useState(forgetFailedMain);
  return (
    <>
      <VisuallyHidden as="h1">{t('pages.main.heading')}</VisuallyHidden>
      <HomeTabs tabs={props.tabs} />
      <Suspense fallback={<MainSkeleton />}>
        <MainContent {...props} />
      </Suspense>
    </>
  );
}

function MainContent({ tabs, detailHref, themeHref, searchHref, reader }: MainPageProps) {
  const [, setAttempt] = useState(0);
  const result = use(loadMain(reader));
  if (!result.ok) {
    const retry = () => {
      forgetFailedMain();
      setAttempt((n) => n + 1);
    };
    return (
      <EmptyState
        title={t('home.loadError')}
        action={
          <Button type="button" variant="secondary" onClick={retry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const { banners, sections, themes } = result.data;
  const shown = sections.filter((section) => section.items.length > 0);
  return (
    <>
      {banners.length > 0 && <BannerRail banners={banners} />}
      {shown.length + themes.length === 0 && (
        <EmptyState
          title={t('pages.main.emptyTitle')}
          description={t('pages.main.emptyDescription')}
          action={<Link to={searchHref}>{t('pages.main.toSearch')}</Link>}
        />
      )}
      {shown.map((section, i) => {
        const { tab, query } = homeListOf(section.list, section.sort);
        const link = tabs.find((candidate) => candidate.id === tab);
        return (
          <SectionRail
            key={section.key}
            title={link?.label ?? ''}
            moreHref={`${link?.href ?? ''}${query}`}
            items={section.items}
            detailHref={detailHref}
            ranked={section.list === 'RANKING'}
            eager={i === 0}
          />
        );
      })}
      {/* The same rail as a section: the API leaves out a theme with nothing this reader may see. */}
      {themes.map((theme) => (
        <SectionRail
          key={`theme-${theme.id}`}
          title={theme.title}
          moreHref={themeHref(theme.id)}
          items={theme.preview}
          detailHref={detailHref}
          ranked={false}
          eager={false}
        />
      ))}
    </>
  );
}

/** The page's boxes while it loads, as large as what replaces them, so nothing moves when the data arrives. */
function MainSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      <BannerBox />
      <SectionSkeleton />
      <SectionSkeleton />
      <SectionSkeleton />
    </div>
  );
}
