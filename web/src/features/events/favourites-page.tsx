import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { favouriteQueries } from '@/api/favourites';
import { useAuthStatus } from '@/api/session';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { useFavouriteIdsQuery, usePlayerId } from '@/favourites/use-favourites';
import { useIsActionOffered } from '@/frame/parent-listeners';
import { useLocale } from '@/i18n/locale-context';
import { isAuthLoading } from '@/lib/auth-status';
import { FavouriteLeagues } from './favourite-leagues';
import styles from './page.module.css';
import { MatchPages, PAGE_SIZE } from './paged-match-list';

/** The favourite matches on offer (prematch and live), by kick-off, page by page. */
function FavouriteMatches({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = { limit: PAGE_SIZE, type: 'match', sort_by: 'start_time' };
  const result = useInfiniteQuery(favouriteQueries.matchPages(locale, playerId, query));
  return <MatchPages result={result} showSport emptyText={t('pages.favourites.noMatches')} />;
}

function FavouriteLists({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const matches = useFavouriteIdsQuery('matches');
  const leagues = useFavouriteIdsQuery('tournaments');
  if (matches.isError || leagues.isError) {
    const retry = () => void Promise.all([matches.refetch(), leagues.refetch()]);
    return (
      <StateMessage text={t('common.loadFailed')}>
        <Button onClick={retry}>{t('common.retry')}</Button>
      </StateMessage>
    );
  }
  if (matches.data === undefined || leagues.data === undefined)
    return <SkeletonRows count={4} label={t('common.loading')} />;
  if (matches.data.length === 0 && leagues.data.length === 0) {
    return (
      <Panel>
        <StateMessage text={t('pages.favourites.empty')} />
      </Panel>
    );
  }
  return (
    <>
      {matches.data.length > 0 && (
        <Panel title={t('events.matches')} labelledBy="favourite-matches">
          <FavouriteMatches playerId={playerId} />
        </Panel>
      )}
      {leagues.data.length > 0 && (
        <Panel title={t('events.leagues')} labelledBy="favourite-leagues">
          <FavouriteLeagues ids={leagues.data} />
        </Panel>
      )}
    </>
  );
}

/**
 * `/sports/favorites`: the signed-in player's favourite matches and leagues, how to star when there
 * are none, and a sign-in prompt for a visitor. Those notices are in the pages' texts
 * (`loadPageMessages`), which its route loads.
 */
export function FavouritesPage({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const status = useAuthStatus();
  const playerId = usePlayerId();
  const offersSignIn = useIsActionOffered('sign-in');
  return (
    <div className={styles.stack}>
      <PageHeader title={t('favourites.title')} icon={<Icon name="star" size={22} />} />
      <Deferred>
        {isAuthLoading(status) ? (
          <SkeletonRows count={4} label={t('common.loading')} />
        ) : playerId === undefined ? (
          <StateMessage text={t('pages.favourites.signInFirst')}>
            {offersSignIn && (
              <Button variant="primary" onClick={onSignIn}>
                {t('header.signIn')}
              </Button>
            )}
          </StateMessage>
        ) : (
          <FavouriteLists playerId={playerId} />
        )}
      </Deferred>
    </div>
  );
}
