import { useTranslation } from 'react-i18next';
import { MATCH_STATUS, type Match } from '@/api/types';
import { useDateFormat } from '@/i18n/use-date-format';
import styles from './match-when.module.css';

/** Live (with the score) or interrupted, else the kick-off: the time, with its day unless today. */
export function MatchWhen({ match }: { match: Match }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const score = match.statistics?.total_score;
  if (match.status === MATCH_STATUS.live)
    return (
      <span className={styles.live}>
        {t('events.live')}
        {score && ` ${score.home}:${score.away}`}
      </span>
    );
  if (match.status === MATCH_STATUS.stopped)
    return <span className={styles.live}>{t('events.interrupted')}</span>;
  const start = match.start_time;
  return (
    <span className={styles.when}>
      {dates.isToday(start) ? dates.time(start) : `${dates.day(start)} ${dates.time(start)}`}
    </span>
  );
}
