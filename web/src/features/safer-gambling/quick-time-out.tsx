import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@/api/types';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { AppLink } from '@/i18n/app-link';
import { BreakDialog } from './limits/break-dialog';
import styles from './safer-gambling.module.css';

/**
 * A 24-hour time-out in one click: the limits page's confirmation dialog says what it means and
 * starts it; longer breaks and self-exclusion are on the limits page.
 */
export function QuickTimeOut({ onStarted }: { onStarted: (block: UserLimit) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [isAsking, setAsking] = useState(false);
  return (
    <Panel title={t('account.saferGambling.timeOut.title')} labelledBy={titleId}>
      <div className={styles.body}>
        <p>{t('account.saferGambling.timeOut.text')}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => setAsking(true)}>
            {t('account.saferGambling.timeOut.start')}
          </Button>
          <AppLink to="/profile/limits" className={styles.link}>
            {t('account.saferGambling.timeOut.more')}
          </AppLink>
        </div>
      </div>
      {isAsking && (
        <BreakDialog type="coolingoff" length="day" onClose={() => setAsking(false)} onStarted={onStarted} />
      )}
    </Panel>
  );
}
