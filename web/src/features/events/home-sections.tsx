import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStatus } from '@/api/session';
import { Deferred } from '@/components/ui/deferred';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { AppLink } from '@/i18n/app-link';
import { HOME_BLOCKS } from './home-queries';
import { MatchesBlock } from './matches-block';
import styles from './page.module.css';
import { TopEvents } from './top-events';
import { TopLeagues } from './top-leagues';

/** The home page's heading; the app shell shows it too while the page's data loads. */
export function HomeTitle() {
  const { t } = useTranslation();
  return <h1 className={styles.homeTitle}>{t('home.title')}</h1>;
}

/**
 * Home: top events, live now, starting soon, the signed-in player's favourite matches and top
 * leagues (docs/product.md#pages). The favourites come last but one: they arrive after the session,
 * and what they push down is below the fold.
 */
export function HomeSections() {
  // The title (the page's largest text) paints first; the blocks, most of the page's DOM, right after.
  return (
    <div className={styles.stack}>
      <HomeTitle />
      <Deferred>
        <HomeBlocks />
      </Deferred>
    </div>
  );
}

/* Only a signed-in player has favourites; their block's code loads then (the home route is at its budget). */
const FavouritesBlock = lazy(() =>
  import('./favourites-block').then((module) => ({ default: module.FavouritesBlock })),
);

function HomeBlocks() {
  const { t } = useTranslation();
  const isSignedIn = useAuthStatus() === 'LOGGED_IN';
  return (
    <>
      <Panel title={t('home.topEvents')} labelledBy="home-top">
        <TopEvents query={HOME_BLOCKS.top} />
      </Panel>
      <Panel
        title={
          <>
            <Icon name="live" /> {t('home.liveNow')}
          </>
        }
        labelledBy="home-live"
        action={<AppLink to="/live">{t('home.seeAll')}</AppLink>}
      >
        <MatchesBlock query={HOME_BLOCKS.live} />
      </Panel>
      <Panel
        title={t('home.upcoming')}
        labelledBy="home-upcoming"
        action={<AppLink to="/schedule">{t('home.seeAll')}</AppLink>}
      >
        <MatchesBlock query={HOME_BLOCKS.upcoming} />
      </Panel>
      {isSignedIn && (
        <Suspense fallback={null}>
          <FavouritesBlock />
        </Suspense>
      )}
      <TopLeagues />
    </>
  );
}
