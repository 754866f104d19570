import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Match } from '@/api/types';
import { SportIcon } from '@/components/ui/sport-icon';
import { oddsFromDecimal } from '@/lib/odds';
import { isOutcomeOpen } from '@/lib/ticket/selection-input';
import { useFormatOdds } from '@/preferences/odds-format';
import { MatchWhen } from './match-when';
import type { SearchOption } from './search-options';
import styles from './suggestions.module.css';

/** The main market's prices under the list's column names (1 X 2, or 1 2); a closed one as a dash. */
function Prices({ match }: { match: Match }) {
  const { t } = useTranslation();
  const format = useFormatOdds();
  const market = match.main_market;
  const outcomes = market?.outcomes ?? [];
  if (!market || outcomes.length < 2 || outcomes.length > 3) return null;
  const columns =
    outcomes.length === 3
      ? [t('events.columns.home'), t('events.columns.draw'), t('events.columns.away')]
      : [t('events.columns.home'), t('events.columns.away')];
  return (
    <span className={styles.prices}>
      {outcomes.map((outcome, index) => {
        const odds = oddsFromDecimal(outcome.odds);
        const price = odds !== undefined && isOutcomeOpen(market, outcome) ? format(odds) : '–';
        return (
          <span key={outcome.id} className={styles.price}>
            <span className={styles.column}>{columns[index]}</span> {price}
          </span>
        );
      })}
    </span>
  );
}

type LinesProps = {
  name: string;
  sport: { key: string; name: string } | null | undefined;
  /** The league, or a league's country. */
  place: string | undefined;
  when?: ReactNode;
  prices?: ReactNode;
};

/** The name (and when) above the sport, with its icon, and the league (and the prices). */
function Lines({ name, sport, place, when, prices }: LinesProps) {
  return (
    <>
      <span className={styles.line}>
        <span className={styles.name}>{name}</span> {when}
      </span>
      <span className={styles.line}>
        <span className={styles.context}>
          <SportIcon sportKey={sport?.key ?? ''} size={14} />
          {[sport?.name, place].filter(Boolean).join(' · ')}
        </span>{' '}
        {prices}
      </span>
    </>
  );
}

/** What one suggestion shows. */
export function SuggestionOption({ option }: { option: SearchOption }) {
  const { t } = useTranslation();
  switch (option.kind) {
    case 'team': {
      const league = option.match.tournament;
      return (
        <Lines
          name={option.name}
          sport={league?.sport}
          place={league?.name}
          when={<MatchWhen match={option.match} />}
        />
      );
    }
    case 'league':
      return (
        <Lines name={option.league.name} sport={option.league.sport} place={option.league.category?.name} />
      );
    case 'match': {
      const { match } = option;
      return (
        <Lines
          name={match.name}
          sport={match.tournament?.sport}
          place={match.tournament?.name}
          when={<MatchWhen match={match} />}
          prices={<Prices match={match} />}
        />
      );
    }
    case 'all':
      return <span className={styles.all}>{t('search.all', { query: option.query })}</span>;
  }
}
