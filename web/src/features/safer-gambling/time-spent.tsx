import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferGambling } from '@/api/types';
import { Panel } from '@/components/ui/panel';
import { useLimitFormat } from './limits/use-limit-format';
import { NET_PERIODS } from './dashboard-view';
import styles from './safer-gambling.module.css';

/** The minutes spent in sportsbook sessions today, this week and this month. */
export function TimeSpent({ minutes }: { minutes: SaferGambling['time_spent_minutes'] }) {
  const { t } = useTranslation();
  const format = useLimitFormat();
  const titleId = useId();
  return (
    <Panel title={t('account.saferGambling.time.title')} labelledBy={titleId}>
      <div className={styles.body}>
        <dl className={styles.figures}>
          {NET_PERIODS.map((period) => (
            <div key={period}>
              <dt>{t(`account.saferGambling.net.current.${period}`)}</dt>
              <dd>{format.duration(minutes[period])}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.muted}>{t('account.saferGambling.time.note')}</p>
      </div>
    </Panel>
  );
}
