import { useQuery } from '@tanstack/react-query';
import { matchesQueries } from '@/api/matches';
import { MATCH_STATUS, type Match } from '@/api/types';
import { Deferred } from '@/components/ui/deferred';
import { useLocale } from '@/i18n/locale-context';
import { useFollowMatch, useLiveMatch } from '@/live/use-live';
import styles from './match-detail.module.css';
import { MatchHeader } from './match-header';
import { Markets } from './markets';
import { SidePanel } from './side-panel';

/**
 * Match page: scoreboard, markets by group, and the match centre. `initial` comes from the route
 * loader; while the page is open it follows the match's realtime channel.
 */
export function MatchDetail({ initial }: { initial: Match }) {
  const locale = useLocale();
  const query = useQuery({ ...matchesQueries.detail(locale, initial.id), initialData: initial });
  useFollowMatch(initial.id);
  const match = useLiveMatch(query.data);
  // Before kick-off the match centre has nothing to show yet: in one column it goes below the markets.
  const isCentreLast = match.status === MATCH_STATUS.prematch;
  return (
    <div className={`${styles.page} ${isCentreLast ? styles.centreLast : ''}`}>
      <div className={styles.header}>
        <MatchHeader match={match} />
      </div>
      {/* The scoreboard (the page's largest text) paints first; the markets and side panel right after. */}
      <div className={styles.markets}>
        <Deferred>
          <Markets match={match} />
        </Deferred>
      </div>
      <aside className={styles.side}>
        <Deferred>
          <SidePanel match={match} />
        </Deferred>
      </aside>
    </div>
  );
}
