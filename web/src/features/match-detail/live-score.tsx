import { useTranslation } from 'react-i18next';
import type { Match } from '@/api/types';
import styles from './match-header.module.css';

/**
 * What a score by sets or innings leaves out, under the scoreboard: the games of the set in play
 * (tennis), the points of the game or set, and who serves; a cricket side's runs/wickets (overs).
 */
export function LiveScore({ match, sportKey }: { match: Match; sportKey: string }) {
  const { t } = useTranslation();
  const statistics = match.statistics;
  const points = statistics?.game_score;
  if (!statistics || !points) return null;
  const [home, away] = match.competitors;
  const server = { home, away }[statistics.current_server ?? ''];
  const set = sportKey === 'tennis' ? statistics.period_score.at(-1) : undefined;
  return (
    <p className={styles.liveScore} data-live-score>
      {set && <span data-games>{t('matchPage.liveScore.games', { score: `${set.home}:${set.away}` })}</span>}
      {sportKey === 'cricket' ? (
        <span data-innings>{`${points.home} – ${points.away}`}</span>
      ) : (
        <span data-points>{t('matchPage.liveScore.points', { score: `${points.home}:${points.away}` })}</span>
      )}
      {server && <span data-server>{t('matchPage.liveScore.serving', { name: server.name })}</span>}
    </p>
  );
}
