import { useTranslation } from 'react-i18next';
import type { Sport, Tournament } from '@/api/types';
import { Deferred } from '@/components/ui/deferred';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { SportIcon } from '@/components/ui/sport-icon';
import { FavouriteStar } from '@/favourites/favourite-star';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { Outrights } from './outrights';
import styles from './page.module.css';
import { PagedMatchList, useListSettled } from './paged-match-list';

/** League page: its matches by kick-off, then its outrights. */
export function LeagueEvents({ sport, league }: { sport: Sport; league: Tournament }) {
  const { t } = useTranslation();
  const matches = { tournament_id: league.id, type: 'match', sort_by: 'start_time' } as const;
  const isListSettled = useListSettled(matches);
  const crumbs: Crumb[] = [{ label: sport.name, to: `/${sport.key}` }];
  if (league.category)
    crumbs.push({ label: league.category.name, to: `/${sport.key}/${league.category.slug}` });
  return (
    <div className={styles.stack}>
      <PageHeader
        title={league.name}
        icon={<SportIcon sportKey={sport.key} size={22} />}
        eyebrow={<Breadcrumb items={crumbs} />}
        action={<FavouriteStar type="tournaments" id={league.id} name={league.name} />}
      />
      <Deferred>
        <p className={styles.lead}>{t('meta.league.description', { league: league.name })}</p>
        <Panel title={t('events.matches')} labelledBy="league-matches">
          <PagedMatchList query={matches} />
        </Panel>
        {isListSettled && <Outrights tournamentId={league.id} />}
      </Deferred>
    </div>
  );
}
