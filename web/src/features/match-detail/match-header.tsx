import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { MATCH_STATUS, type Match } from '@/api/types';
import { LiveClock } from '@/components/ui/live-clock';
import { StageText } from '@/components/ui/stage-text';
import { config } from '@/config/config';
import { FavouriteStar } from '@/favourites/favourite-star';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { loadMatchMessages } from '@/i18n/match-messages';
import { intlLocale } from '@/lib/locales';
import { hasGameClock, isPlaying, matchStage } from '@/lib/match-clock';
import { initials, kickOffDate } from '@/lib/match-text';
import styles from './match-header.module.css';

// Games, points and the server come with the match page's texts, in a pass after the scoreboard.
const LiveScore = lazy(() =>
  Promise.all([import('./live-score'), loadMatchMessages()]).then(([module]) => ({
    default: module.LiveScore,
  })),
);

function Crumbs({ match }: { match: Match }) {
  const { t } = useTranslation();
  const sport = match.tournament?.sport;
  const category = match.tournament?.category;
  const tournament = match.tournament;
  return (
    <nav aria-label={t('common.breadcrumb')}>
      <ol className={styles.crumbs}>
        <li>
          <AppLink to="/">{t('common.home')}</AppLink>
        </li>
        {sport && (
          <li>
            <AppLink to={`/${sport.key}`}>{sport.name}</AppLink>
          </li>
        )}
        {sport && category && (
          <li>
            <AppLink to={`/${sport.key}/${category.slug}`}>{category.name}</AppLink>
          </li>
        )}
        {sport && tournament && (
          <li>
            <AppLink to={`/${sport.key}/${tournament.slug}`}>{tournament.name}</AppLink>
          </li>
        )}
      </ol>
    </nav>
  );
}

function Centre({ match }: { match: Match }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const score = match.statistics?.total_score;
  const isClockShown = useDeferredValue(true, false);
  if (match.status === MATCH_STATUS.prematch) {
    return (
      <div className={styles.centre}>
        <span>
          {t('match.startsAt', { date: kickOffDate(match.start_time, intlLocale(locale), config.timeZone) })}
        </span>
        {match.stage === 'delayed' && <span className={styles.liveBadge}>{t('events.delayed')}</span>}
      </div>
    );
  }
  const isLive = match.status === MATCH_STATUS.live;
  // The period and clock render in a pass right after the status and score: the first paint, a
  // template rendered when the app was built, cannot know them.
  const hasClock = isLive && isClockShown;
  const sportKey = match.tournament?.sport?.key ?? '';
  const stage = matchStage(match.stage, match.statistics?.period_score.length ?? 0);
  const status =
    match.status === MATCH_STATUS.stopped
      ? t('events.interrupted')
      : isLive
        ? t('events.live')
        : t('events.finished');
  return (
    <div className={styles.centre}>
      <span className={isLive ? styles.liveBadge : undefined}>{status}</span>
      <span className={styles.score} aria-label={t('match.score')}>
        {score ? `${score.home} : ${score.away}` : '– : –'}
      </span>
      {hasClock && <StageText stage={stage} sportKey={sportKey} />}
      {hasClock && match.statistics?.clock && hasGameClock(sportKey) && isPlaying(stage) && (
        <LiveClock clock={match.statistics.clock} className={styles.clock} />
      )}
      {hasClock && (
        <Suspense fallback={null}>
          <LiveScore match={match} sportKey={sportKey} />
        </Suspense>
      )}
    </div>
  );
}

/** The match's scoreboard: breadcrumb and favourite star, teams, score or kick-off, live clock. */
export function MatchHeader({ match }: { match: Match }) {
  const [home, away] = match.competitors;
  const isLive = match.status === MATCH_STATUS.live;
  return (
    <header className={`${styles.header} ${isLive ? styles.live : ''}`}>
      <div className={styles.top}>
        <Crumbs match={match} />
        <FavouriteStar type="matches" id={match.id} name={match.name} />
      </div>
      <h1 className={styles.title}>{match.name}</h1>
      <div className={styles.scoreboard}>
        <div className={styles.team}>
          <span className={styles.badge} aria-hidden="true">
            {initials(home?.name ?? '')}
          </span>
          <span className={styles.teamName}>{home?.name}</span>
        </div>
        <Centre match={match} />
        <div className={styles.team}>
          <span className={styles.badge} aria-hidden="true">
            {initials(away?.name ?? '')}
          </span>
          <span className={styles.teamName}>{away?.name}</span>
        </div>
      </div>
    </header>
  );
}
