import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchQueries } from '@/api/search';
import type { Match, Tournament } from '@/api/types';
import { SportIcon } from '@/components/ui/sport-icon';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import styles from './search-box.module.css';

const MAX_RESULTS = 8;

function MatchResult({ match, onPick }: { match: Match; onPick: () => void }) {
  const sportKey = match.tournament?.sport?.key ?? '';
  return (
    <li>
      <AppLink to={`/${sportKey}/${match.slug}`} className={styles.link} onClick={onPick}>
        <SportIcon sportKey={sportKey} size={16} />
        <span className={styles.name}>{match.name}</span>
        <span className={styles.meta}>{match.tournament?.name}</span>
      </AppLink>
    </li>
  );
}

function LeagueResult({ league, onPick }: { league: Tournament; onPick: () => void }) {
  const sportKey = league.sport?.key ?? '';
  return (
    <li>
      <AppLink to={`/${sportKey}/${league.slug}`} className={styles.link} onClick={onPick}>
        <SportIcon sportKey={sportKey} size={16} />
        <span className={styles.name}>{league.name}</span>
        <span className={styles.meta}>{league.category?.name}</span>
      </AppLink>
    </li>
  );
}

/** Matches and leagues matching a 3–50 character query (`GET /search`). */
export function SearchResults({ query, id, onPick }: { query: string; id: string; onPick: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const result = useQuery(searchQueries.of(locale, query));
  const leagues = result.data?.tournaments.slice(0, MAX_RESULTS) ?? [];
  const matches = result.data?.matches.slice(0, MAX_RESULTS) ?? [];
  return (
    <div className={styles.results} id={id} aria-live="polite">
      {result.isPending && <p className={styles.message}>{t('common.loading')}</p>}
      {result.isError && <p className={styles.message}>{t('common.loadFailed')}</p>}
      {result.isSuccess && leagues.length + matches.length === 0 && (
        <p className={styles.message}>{t('search.noResults')}</p>
      )}
      {leagues.length > 0 && (
        <>
          <h3 className={styles.heading}>{t('events.leagues')}</h3>
          <ul>
            {leagues.map((league) => (
              <LeagueResult key={league.id} league={league} onPick={onPick} />
            ))}
          </ul>
        </>
      )}
      {matches.length > 0 && (
        <>
          <h3 className={styles.heading}>{t('events.matches')}</h3>
          <ul>
            {matches.map((match) => (
              <MatchResult key={match.id} match={match} onPick={onPick} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
