import { useTranslation } from 'react-i18next';
import type { Match } from '@/api/types';
import { SportIcon } from '@/components/ui/sport-icon';
import { AppLink } from '@/i18n/app-link';
import { groupBy } from '@/lib/grouping';
import { leagueTarget } from '@/lib/match-paths';
import styles from './match-list.module.css';
import { MatchRow } from './match-row';

/** `odds` shows the main market; `results` shows final and period scores. */
export type ListVariant = 'odds' | 'results';

type MatchListProps = { matches: readonly Match[]; showSport?: boolean; variant?: ListVariant };

function columnsOf(matches: readonly Match[]): number {
  return Math.min(3, Math.max(2, ...matches.map((m) => m.main_market?.outcomes.length ?? 0)));
}

type GroupHeaderProps = { sample: Match; columns: number; showSport: boolean; variant: ListVariant };

function GroupHeader({ sample, columns, showSport, variant }: GroupHeaderProps) {
  const tournament = sample.tournament;
  const sportKey = tournament?.sport?.key ?? '';
  const { t } = useTranslation();
  const labels =
    columns === 3
      ? [t('events.columns.home'), t('events.columns.draw'), t('events.columns.away')]
      : [t('events.columns.home'), t('events.columns.away')];
  return (
    <div className={styles.groupHeader}>
      <AppLink to={tournament ? leagueTarget(sportKey, tournament) : '/'} className={styles.league}>
        {showSport && <SportIcon sportKey={sportKey} size={16} />}
        <span>
          <span className={styles.category}>{tournament?.category?.name}</span>
          {tournament?.category && ' · '}
          {tournament?.name}
        </span>
      </AppLink>
      <div className={styles.columns} aria-hidden="true">
        {variant === 'odds' &&
          Array.from({ length: columns }, (_, index) => <span key={index}>{labels[index] ?? ''}</span>)}
        {variant === 'odds' &&
          [t('events.columns.handicap'), t('events.columns.total')].map((label) => (
            <span key={label} className={styles.lineColumns}>
              <span>{label}</span>
            </span>
          ))}
      </div>
      <span className={styles.spacer} />
    </div>
  );
}

/** Matches grouped by league in the order the server sorted them. */
export function MatchList({ matches, showSport = false, variant = 'odds' }: MatchListProps) {
  const groups = groupBy(matches, (m) => m.tournament?.id ?? 0);
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const columns = columnsOf(group.items);
        const sample = group.items[0];
        if (!sample) return null;
        return (
          <section key={group.key} className={styles.group} aria-label={sample.tournament?.name}>
            <GroupHeader sample={sample} columns={columns} showSport={showSport} variant={variant} />
            <ul>
              {group.items.map((match) => (
                <MatchRow key={match.id} match={match} columns={columns} variant={variant} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
