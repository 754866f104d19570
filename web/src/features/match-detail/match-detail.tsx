import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { matchesQueries } from '@/api/matches';
import { MATCH_STATUS, type Match } from '@/api/types';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import styles from './match-detail.module.css';
import { MatchHeader } from './match-header';
import { Markets } from './markets';
import { SidePanel } from './side-panel';

/** Match page: scoreboard, markets by group, and the match centre. `initial` comes from the route loader. */
export function MatchDetail({ initial }: { initial: Match }) {
  const locale = useLocale();
  const isLive = initial.status === MATCH_STATUS.live;
  const query = useQuery({
    ...matchesQueries.detail(locale, initial.id, isLive ? config.livePollMs : undefined),
    initialData: initial,
  });
  const match = query.data;
  // The scoreboard (the page's largest text) paints first; the markets and side panel, most of the
  // page's DOM, render in a deferred pass right after, below it, so nothing drawn moves.
  const isBodyShown = useDeferredValue(true, false);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <MatchHeader match={match} />
      </div>
      <div className={styles.markets}>{isBodyShown && <Markets match={match} />}</div>
      <aside className={styles.side}>{isBodyShown && <SidePanel match={match} />}</aside>
    </div>
  );
}
