import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesQueries } from '@/api/matches';
import { MATCH_STATUS, type Match } from '@/api/types';
import { Deferred } from '@/components/ui/deferred';
import { SkeletonRows } from '@/components/ui/state-message';
import { useLocale } from '@/i18n/locale-context';
import { loadMatchMessages } from '@/i18n/match-messages';
import { useFollowMatch, useLiveMatch } from '@/live/use-live';
import styles from './match-detail.module.css';
import { MatchHeader } from './match-header';

// The markets and the match centre come with their texts (`match-{sr,en}.json`), each a chunk of
// its own asked for as it renders: the home route's initial JavaScript carries none of them.
const Markets = lazy(() =>
  Promise.all([import('./markets'), loadMatchMessages()]).then(([module]) => ({ default: module.Markets })),
);
const SidePanel = lazy(() =>
  Promise.all([import('./side-panel'), loadMatchMessages()]).then(([module]) => ({
    default: module.SidePanel,
  })),
);

/**
 * Match page: scoreboard, markets by group, and the match centre. `initial` comes from the route
 * loader; while the page is open it follows the match's realtime channel.
 */
export function MatchDetail({ initial }: { initial: Match }) {
  const { t } = useTranslation();
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
          <Suspense fallback={<SkeletonRows label={t('common.loading')} />}>
            <Markets match={match} />
          </Suspense>
        </Deferred>
      </div>
      <aside className={styles.side}>
        <Deferred>
          <Suspense fallback={null}>
            <SidePanel match={match} />
          </Suspense>
        </Deferred>
      </aside>
    </div>
  );
}
