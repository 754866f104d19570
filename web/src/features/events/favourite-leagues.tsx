import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tournamentsQueries } from '@/api/tournaments';
import { SkeletonRows } from '@/components/ui/state-message';
import { SportIcon } from '@/components/ui/sport-icon';
import { FavouriteStar } from '@/favourites/favourite-star';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { leagueTarget } from '@/lib/match-paths';
import styles from './favourites-page.module.css';
import pageStyles from './page.module.css';

/**
 * The favourite leagues, most recently starred first, as links to their pages, each with its star.
 * Their names come from the leagues list (`GET /tournaments`, cached for the home page too); a
 * league no longer in the catalogue is left out.
 */
export function FavouriteLeagues({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(tournamentsQueries.list(locale, {}));
  if (query.isPending) return <SkeletonRows count={2} label={t('common.loading')} />;
  const byId = new Map((query.data ?? []).map((league) => [league.id, league]));
  const leagues = ids.flatMap((id) => byId.get(id) ?? []);
  return (
    <ul className={styles.leagues}>
      {leagues.map((league) => (
        <li key={league.id} className={styles.league}>
          <AppLink to={leagueTarget(league.sport?.key ?? '', league)} className={pageStyles.leagueLink}>
            <SportIcon sportKey={league.sport?.key ?? ''} />
            <span>
              {league.name}
              <span className={pageStyles.leagueMeta}>{league.category?.name}</span>
            </span>
          </AppLink>
          <FavouriteStar type="tournaments" id={league.id} name={league.name} />
        </li>
      ))}
    </ul>
  );
}
