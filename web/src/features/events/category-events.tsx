import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tournamentsQueries } from '@/api/tournaments';
import type { Category, Sport } from '@/api/types';
import { Deferred } from '@/components/ui/deferred';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { SportIcon } from '@/components/ui/sport-icon';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { byPriority } from '@/lib/grouping';
import { leagueTarget } from '@/lib/match-paths';
import { Breadcrumb } from './breadcrumb';
import styles from './page.module.css';
import { PagedMatchList } from './paged-match-list';

/** Category page: the leagues of a country or region and their matches. */
export function CategoryEvents({ sport, category }: { sport: Sport; category: Category }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const leagues = useQuery(
    tournamentsQueries.list(locale, { sport_key: sport.key, category_id: category.id }),
  );
  return (
    <div className={styles.stack}>
      <PageHeader
        title={category.name}
        icon={<SportIcon sportKey={sport.key} size={22} />}
        eyebrow={<Breadcrumb items={[{ label: sport.name, to: `/${sport.key}` }]} />}
      >
        <Deferred>
          <nav aria-label={t('events.leagues')} className={styles.pills}>
            {[...(leagues.data ?? [])].sort(byPriority).map((league) => (
              <AppLink key={league.id} to={leagueTarget(sport.key, league)} className={styles.pill}>
                {league.name}
              </AppLink>
            ))}
          </nav>
        </Deferred>
      </PageHeader>
      <Deferred>
        <p className={styles.lead}>
          {t('meta.category.description', { sport: sport.name, category: category.name })}
        </p>
        <Panel title={t('events.matches')} labelledBy="category-matches">
          <PagedMatchList
            query={{ category_id: category.id, type: 'match', sort_by: 'tournament_priority,start_time' }}
          />
        </Panel>
      </Deferred>
    </div>
  );
}
