import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { limitQueries } from '@/api/limits';
import type { UserLimit } from '@/api/types';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { LimitFigures } from './limits/limit-figures';
import { isBlock, limitNameKey, sortLimits } from './limits/limit-view';
import { useLimitClock } from './limits/use-limit-clock';
import styles from './safer-gambling.module.css';

function UsageItem({ limit }: { limit: UserLimit }) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <article className={styles.limit} aria-labelledby={nameId}>
      <h3 id={nameId} className={styles.limitName}>
        {t(limitNameKey(limit))}
      </h3>
      <LimitFigures limit={limit} />
    </article>
  );
}

/**
 * The player's limits with what each period or session used (the limits page's figures), and the
 * way to that page to change them.
 */
export function LimitUsage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(limitQueries.list(locale));
  // Moves on (and reads the list again) when a period resets, as the limits page does.
  useLimitClock(query.data);
  const titleId = useId();
  const limits = sortLimits(query.data ?? []).filter((limit) => !isBlock(limit));
  const manage = (
    <AppLink to="/profile/limits" className={styles.link}>
      {t('account.saferGambling.limits.manage')}
    </AppLink>
  );
  return (
    <Panel title={t('account.saferGambling.limits.title')} labelledBy={titleId} action={manage}>
      {query.isPending ? (
        <SkeletonRows count={2} label={t('common.loading')} />
      ) : query.isError ? (
        <StateMessage text={t('common.loadFailed')}>
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        </StateMessage>
      ) : limits.length === 0 ? (
        <p className={styles.empty}>{t('account.limits.none')}</p>
      ) : (
        <ul className={styles.limitList}>
          {limits.map((limit) => (
            <li key={limit.id}>
              <UsageItem limit={limit} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
