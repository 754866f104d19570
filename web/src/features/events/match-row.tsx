import { useTranslation } from 'react-i18next';
import { MATCH_STATUS, type Market, type Match } from '@/api/types';
import { LiveClock } from '@/components/ui/live-clock';
import { StageText } from '@/components/ui/stage-text';
import { TeamCrest } from '@/components/ui/team-crest';
import { FavouriteStar } from '@/favourites/favourite-star';
import { AppLink } from '@/i18n/app-link';
import { useDateFormat } from '@/i18n/use-date-format';
import { liveDetail } from '@/lib/live-detail';
import { lineLabel, lineOf } from '@/lib/market-line';
import { hasGameClock, isPlaying, matchStage } from '@/lib/match-clock';
import { matchTarget } from '@/lib/match-paths';
import { useLiveMatch } from '@/live/use-live';
import { OddsCell } from '@/ticket/odds-cell';
import styles from './match-row.module.css';
import { ServeMark, SideScore } from './side-score';

type MatchRowProps = { match: Match; columns: number; variant: 'odds' | 'results' };

function MatchStatus({ match }: { match: Match }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  if (match.status === MATCH_STATUS.live) {
    const sportKey = match.tournament?.sport?.key ?? '';
    const clock = match.statistics?.clock;
    const stage = matchStage(match.stage, match.statistics?.period_score.length ?? 0);
    return (
      <div className={styles.status}>
        <span className={styles.liveBadge}>{t('events.live')}</span>
        {clock && hasGameClock(sportKey) && isPlaying(stage) && (
          <LiveClock clock={clock} className={styles.clock} />
        )}
        <StageText stage={stage} sportKey={sportKey} />
      </div>
    );
  }
  if (match.status === MATCH_STATUS.stopped) {
    return (
      <div className={styles.status}>
        <span className={styles.liveBadge}>{t('events.interrupted')}</span>
      </div>
    );
  }
  if (match.status === MATCH_STATUS.finished || match.status === MATCH_STATUS.closed) {
    return (
      <div className={styles.status}>
        <span>{t('events.finished')}</span>
        <span>{dates.day(match.start_time)}</span>
      </div>
    );
  }
  return (
    <div className={styles.status}>
      <span>{dates.time(match.start_time)}</span>
      {!dates.isToday(match.start_time) && <span>{dates.day(match.start_time)}</span>}
      {match.stage === 'delayed' && <span className={styles.liveBadge}>{t('events.delayed')}</span>}
    </div>
  );
}

/** A line market's columns on wide screens (the main handicap, the main total): its line and two sides. */
function LineCells({ match, market }: { match: Match; market: Market | null | undefined }) {
  const line = lineOf(market?.specifier ?? '');
  return (
    <div className={styles.lineMarket}>
      <span className={styles.line}>{line && lineLabel(line.key, line.value)}</span>
      {[0, 1].map((index) => {
        const outcome = market?.outcomes[index];
        if (!market || !outcome) return <span key={index} />;
        return <OddsCell key={outcome.id} match={match} market={market} outcome={outcome} />;
      })}
    </div>
  );
}

/**
 * The main market's outcomes as odds cells, and on wide screens the main handicap and total;
 * empty cells keep the columns aligned.
 */
export function MarketCells({ match, columns }: { match: Match; columns: number }) {
  const market = match.main_market;
  return (
    <div className={styles.odds}>
      {Array.from({ length: columns }, (_, index) => {
        const outcome = market?.outcomes[index];
        if (!market || !outcome) return <span key={index} />;
        return <OddsCell key={outcome.id} match={match} market={market} outcome={outcome} />;
      })}
      <LineCells match={match} market={match.top_markets[0]} />
      <LineCells match={match} market={match.secondary_market} />
    </div>
  );
}

/**
 * One match in a list: status/time, favourite star, teams with scores (while live with the games,
 * points and server of a set, or the cricket cards), main-market odds, link to all markets.
 * Reads its own realtime changes, so a price move re-renders this row only.
 */
export function MatchRow({ match: fetched, columns, variant }: MatchRowProps) {
  const { t } = useTranslation();
  const match = useLiveMatch(fetched);
  const [home, away] = match.competitors;
  const score = match.statistics?.total_score;
  const hasScore = match.status !== MATCH_STATUS.prematch && score !== undefined;
  const isLive = match.status === MATCH_STATUS.live;
  // While live: the games, points and server of a set, or the cricket cards.
  const detail = isLive ? liveDetail(match.tournament?.sport?.key ?? '', match.statistics) : null;
  const server = detail?.kind === 'points' ? detail.server : null;
  const more = Math.max(0, match.available_markets - 1);
  // The name counts what the link shows ("+12" → "+12 markets"), else every market of the match.
  const isMoreShown = more > 0 && variant === 'odds';
  return (
    <li className={`${styles.row} ${isLive ? styles.live : ''}`} data-match-id={match.id}>
      <MatchStatus match={match} />
      <FavouriteStar type="matches" id={match.id} name={match.name} className={styles.star} />
      <AppLink to={matchTarget(match)} className={styles.teams}>
        <span className={styles.team}>
          {home && <TeamCrest name={home.name} />}
          <span className={styles.teamName}>{home?.name ?? match.name}</span>
          {server === 'home' && <ServeMark />}
        </span>
        <SideScore side="home" score={hasScore ? score.home : undefined} detail={detail} />
        <span className={styles.team}>
          {away && <TeamCrest name={away.name} />}
          <span className={styles.teamName}>{away?.name ?? ''}</span>
          {server === 'away' && <ServeMark />}
        </span>
        <SideScore side="away" score={hasScore ? score.away : undefined} detail={detail} />
      </AppLink>
      {variant === 'odds' ? (
        <MarketCells match={match} columns={columns} />
      ) : (
        <span className={styles.periods}>
          {match.statistics?.period_score.map((p) => `${p.home}:${p.away}`).join(', ')}
        </span>
      )}
      <AppLink
        to={matchTarget(match)}
        className={styles.more}
        aria-label={t('events.moreMarkets', { count: isMoreShown ? more : match.available_markets })}
      >
        {isMoreShown ? t('events.moreMarketsShort', { count: more }) : ''}
      </AppLink>
    </li>
  );
}
