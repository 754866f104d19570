import { useTranslation } from 'react-i18next';
import type { LiveDetail, Side } from '@/lib/live-detail';
import styles from './match-row.module.css';

type SideScoreProps = { side: Side; score: number | undefined; detail: LiveDetail | null };

/**
 * One side's score cells in a list row, always three so that the columns line up: the total, or a
 * cricket side's runs/wickets; then while live the games of the set and the points, or a cricket
 * side's overs (`lib/live-detail.ts`). Empty cells take no room.
 */
export function SideScore({ side, score, detail }: SideScoreProps) {
  const card = detail?.kind === 'cricket' ? detail.cards[side] : null;
  const set = detail?.kind === 'points' ? detail : null;
  return (
    <>
      <span className={styles.score} data-score>
        {card ? card.score : score}
      </span>
      <span className={styles.detail} data-games>
        {set?.games?.[side]}
      </span>
      <span className={`${styles.detail} ${styles.points}`} data-points>
        {card?.overs ? `(${card.overs})` : set?.points[side]}
      </span>
    </>
  );
}

/** The mark beside the name of the side serving, named for assistive technology. */
export function ServeMark() {
  const { t } = useTranslation();
  return (
    <span className={styles.serve} data-server>
      <span className="visually-hidden">{t('events.serving')}</span>
    </span>
  );
}
