import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@/api/types';
import { Button } from '@/components/ui/button';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { LimitItem, type Notice } from './limit-item';
import { sortLimits } from './limit-view';
import { useLimitClock } from './use-limit-clock';
import styles from './limits-page.module.css';

/** The player's limits: time-outs first, then money limits, then the reality check, session and time limits. */
export function LimitList({ query }: { query: UseQueryResult<UserLimit[]> }) {
  const { t } = useTranslation();
  const now = useLimitClock(query.data);
  const [notice, setNotice] = useState<Notice | null>(null);
  if (query.isPending) return <SkeletonRows count={2} label={t('common.loading')} />;
  if (query.isError) {
    return (
      <StateMessage text={t('common.loadFailed')}>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  }
  return (
    <>
      {/* Present before anything is said in it, so what the player's action did is read out. */}
      <div aria-live="polite">
        {notice && <p className={notice.tone === 'error' ? styles.error : styles.done}>{notice.text}</p>}
      </div>
      {query.data.length === 0 ? (
        <p className={styles.empty}>{t('account.limits.none')}</p>
      ) : (
        <ul className={styles.list}>
          {sortLimits(query.data).map((limit) => (
            <li key={limit.id}>
              <LimitItem limit={limit} now={now} onNotice={setNotice} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
