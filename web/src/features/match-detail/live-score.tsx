import { useTranslation } from 'react-i18next';
import type { Match } from '@/api/types';
import { liveDetail } from '@/lib/live-detail';
import styles from './match-header.module.css';

/**
 * What a score by sets or innings leaves out, under the scoreboard (`lib/live-detail.ts`, which the
 * live list rows draw too): the games of the set in play (tennis), the points of the game or set,
 * and who serves; a cricket side's runs/wickets (overs).
 */
export function LiveScore({ match, sportKey }: { match: Match; sportKey: string }) {
  const { t } = useTranslation();
  const detail = liveDetail(sportKey, match.statistics);
  if (!detail) return null;
  if (detail.kind === 'cricket') {
    const { home, away } = detail.cards;
    const card = (side: typeof home) => (side.overs === null ? side.score : `${side.score} (${side.overs})`);
    return (
      <p className={styles.liveScore} data-live-score>
        <span data-innings>{`${card(home)} – ${card(away)}`}</span>
      </p>
    );
  }
  const { games, points } = detail;
  const server = detail.server && match.competitors[detail.server === 'home' ? 0 : 1];
  return (
    <p className={styles.liveScore} data-live-score>
      {games && (
        <span data-games>{t('matchPage.liveScore.games', { score: `${games.home}:${games.away}` })}</span>
      )}
      <span data-points>{t('matchPage.liveScore.points', { score: `${points.home}:${points.away}` })}</span>
      {server && <span data-server>{t('matchPage.liveScore.serving', { name: server.name })}</span>}
    </p>
  );
}
