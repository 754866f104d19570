import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInOnly } from '@/account-shared/signed-in-only';
import { saferGamblingQueries } from '@/api/safer-gambling';
import type { UserLimit } from '@/api/types';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { useLocale } from '@/i18n/locale-context';
import { BreakStarted } from './limits/break-started';
import { LimitUsage } from './limit-usage';
import { NetResult } from './net-result';
import { QuickTimeOut } from './quick-time-out';
import { RealityCheckHistory } from './reality-check-history';
import { TimeSpent } from './time-spent';
import styles from './safer-gambling.module.css';

function DashboardContent({ onBreakStarted }: { onBreakStarted: (block: UserLimit) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const summary = useQuery(saferGamblingQueries.summary(locale));
  if (summary.isPending) return <SkeletonRows count={4} label={t('common.loading')} />;
  if (summary.isError) {
    return (
      <StateMessage text={t('common.loadFailed')}>
        <Button onClick={() => void summary.refetch()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  }
  return (
    <div className={styles.grid}>
      <div className={styles.net}>
        <NetResult summary={summary.data} />
      </div>
      <div className={styles.time}>
        <TimeSpent minutes={summary.data.time_spent_minutes} />
      </div>
      <div className={styles.timeOut}>
        <QuickTimeOut onStarted={onBreakStarted} />
      </div>
      <div className={styles.limits}>
        <LimitUsage />
      </div>
      <div className={styles.checks}>
        <RealityCheckHistory checks={summary.data.reality_checks} />
      </div>
    </div>
  );
}

/**
 * `/profile/safer-gambling`: the player's play at a glance (docs/decisions/039-safer-gambling-dashboard.md)
 * — the net result per day, week and month, the time spent, each limit's usage, the reality checks
 * answered, and a 24-hour time-out in one click, which signs the player out.
 */
export function SaferGamblingPage() {
  const { t } = useTranslation();
  // Kept here, above the session gate: the notice must stay once the time-out has signed the player out.
  const [started, setStarted] = useState<UserLimit | null>(null);
  return (
    <div className={styles.page}>
      <PageHeader title={t('account.saferGambling.title')}>
        <p className={styles.intro}>{t('account.saferGambling.intro')}</p>
      </PageHeader>
      {started ? (
        <BreakStarted block={started} />
      ) : (
        <SignedInOnly signInText={t('account.saferGambling.signInFirst')}>
          <DashboardContent onBreakStarted={setStarted} />
        </SignedInOnly>
      )}
    </div>
  );
}
