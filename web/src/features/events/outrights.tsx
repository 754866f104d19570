import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchesQueries } from '@/api/matches';
import type { Match, Outcome } from '@/api/types';
import { Panel } from '@/components/ui/panel';
import { useLocale } from '@/i18n/locale-context';
import { useDateFormat } from '@/i18n/use-date-format';
import { OddsCell } from '@/ticket/odds-cell';
import styles from './outrights.module.css';

/** Favourites first; unpriced outcomes last. */
function byOdds(a: Outcome, b: Outcome): number {
  return (a.odds ?? Infinity) - (b.odds ?? Infinity);
}

function OutrightEvent({ event }: { event: Match }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const market = event.main_market;
  return (
    <article className={styles.event} data-outright-id={event.id}>
      <header className={styles.eventHeader}>
        <h3 className={styles.eventName}>
          {market && !event.name.includes(market.name) ? `${event.name} · ${market.name}` : event.name}
        </h3>
        {event.end_date && <span>{t('events.endsAt', { date: dates.full(event.end_date) })}</span>}
      </header>
      <div className={styles.grid}>
        {market &&
          [...market.outcomes]
            .sort(byOdds)
            .map((outcome) => (
              <OddsCell
                key={outcome.id}
                match={event}
                market={market}
                outcome={outcome}
                label={outcome.name}
              />
            ))}
      </div>
    </article>
  );
}

/** Outright (non-match) events of a league, e.g. the league winner. */
export function Outrights({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(
    matchesQueries.list(locale, { type: 'outright', tournament_id: tournamentId, limit: 20 }),
  );
  const events = query.data?.data ?? [];
  if (events.length === 0) return null;
  return (
    <Panel title={t('events.outrights')} labelledBy="league-outrights">
      {events.map((event) => (
        <OutrightEvent key={event.id} event={event} />
      ))}
    </Panel>
  );
}
