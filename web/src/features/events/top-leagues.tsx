import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tournamentsQueries, type TournamentFilter } from '@/api/tournaments';
import { Panel } from '@/components/ui/panel';
import { SkeletonRows } from '@/components/ui/state-message';
import { SportIcon } from '@/components/ui/sport-icon';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { byPriority } from '@/lib/grouping';
import { leagueTarget } from '@/lib/match-paths';
import styles from './page.module.css';

type TopLeaguesProps = { filter?: TournamentFilter; limit?: number; title?: string };

/** The most prominent leagues (by priority) as a grid of links, each naming its sport and country. */
export function TopLeagues({ filter = {}, limit = 12, title }: TopLeaguesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(tournamentsQueries.list(locale, filter));
  const leagues = [...(query.data ?? [])].sort(byPriority).slice(0, limit);
  if (query.isSuccess && leagues.length === 0) return null;
  return (
    <Panel title={title ?? t('home.topLeagues')} labelledBy="top-leagues">
      {query.isPending ? (
        <SkeletonRows count={2} label={t('common.loading')} />
      ) : (
        <ul className={styles.leagueGrid}>
          {leagues.map((league) => (
            <li key={league.id}>
              <AppLink to={leagueTarget(league.sport?.key ?? '', league)} className={styles.leagueLink}>
                <SportIcon sportKey={league.sport?.key ?? ''} />
                <span>
                  {league.name}
                  <span className={styles.leagueMeta}>
                    {league.sport?.name} · {league.category?.name}
                  </span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
