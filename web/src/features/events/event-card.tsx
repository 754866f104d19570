import { useTranslation } from 'react-i18next';
import type { Match } from '@/api/types';
import { SportIcon } from '@/components/ui/sport-icon';
import { tellParent } from '@/frame/parent-messages';
import { AppLink } from '@/i18n/app-link';
import { useDateFormat } from '@/i18n/use-date-format';
import { matchTarget } from '@/lib/match-paths';
import { useLiveMatch } from '@/live/use-live';
import { OddsCell } from '@/ticket/odds-cell';
import styles from './event-card.module.css';

const COLUMN_LABELS = ['events.columns.home', 'events.columns.draw', 'events.columns.away'] as const;

/**
 * A featured match (home "top events"): league, kick-off, teams and the main market with labelled
 * outcomes. Opening it tells a host page (`top-event-clicked`, docs/embedding.md).
 */
export function EventCard({ match: fetched }: { match: Match }) {
  const { t } = useTranslation();
  const match = useLiveMatch(fetched);
  const dates = useDateFormat();
  const market = match.main_market;
  const outcomes = market?.outcomes ?? [];
  const labels = outcomes.length === 3 ? COLUMN_LABELS : ([COLUMN_LABELS[0], COLUMN_LABELS[2]] as const);
  return (
    <article className={styles.card} data-match-id={match.id}>
      <div className={styles.meta}>
        <span className={styles.league}>
          <SportIcon sportKey={match.tournament?.sport?.key ?? ''} size={14} />
          {match.tournament?.name}
        </span>
        <span
          className={styles.when}
        >{`${dates.day(match.start_time)} ${dates.time(match.start_time)}`}</span>
      </div>
      <AppLink
        to={matchTarget(match)}
        className={styles.teams}
        onClick={() => tellParent({ name: 'top-event-clicked', payload: { match_id: match.id } })}
      >
        {match.competitors.map((competitor) => (
          <span key={competitor.id}>{competitor.name}</span>
        ))}
      </AppLink>
      <div className={styles.outcomes}>
        {market &&
          outcomes
            .slice(0, 3)
            .map((outcome, index) => (
              <OddsCell
                key={outcome.id}
                match={match}
                market={market}
                outcome={outcome}
                label={t(labels[index] ?? COLUMN_LABELS[0])}
              />
            ))}
      </div>
    </article>
  );
}
