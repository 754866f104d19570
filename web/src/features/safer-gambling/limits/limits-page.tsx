import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInOnly } from '@/account-shared/signed-in-only';
import { limitQueries } from '@/api/limits';
import type { UserLimit } from '@/api/types';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { useLocale } from '@/i18n/locale-context';
import { BreakForms } from './break-forms';
import { BreakStarted } from './break-started';
import { LimitList } from './limit-list';
import { MoneyLimitForm } from './money-limit-form';
import { TimeLimitForm } from './time-limit-form';
import styles from './limits-page.module.css';

function LimitsContent({ onBreakStarted }: { onBreakStarted: (block: UserLimit) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const limits = useQuery(limitQueries.list(locale));
  const [listId, formId, timeId, breaksId] = [useId(), useId(), useId(), useId()];
  return (
    <div className={styles.columns}>
      <Panel title={t('account.limits.current')} labelledBy={listId}>
        <LimitList query={limits} />
      </Panel>
      {/* The forms show the limits set (and stand below the list on a phone): they come once the
          list has, so the list's placeholder giving way to its rows moves nothing. */}
      {!limits.isPending && (
        <div className={styles.side}>
          <Panel title={t('account.limits.form.title')} labelledBy={formId}>
            <div className={styles.body}>
              <MoneyLimitForm limits={limits.data ?? []} />
            </div>
          </Panel>
          <Panel title={t('account.limits.time.title')} labelledBy={timeId}>
            <div className={styles.body}>
              <TimeLimitForm limits={limits.data ?? []} />
            </div>
          </Panel>
          <Panel title={t('account.limits.breaks.title')} labelledBy={breaksId}>
            <div className={styles.body}>
              <BreakForms onStarted={onBreakStarted} />
            </div>
          </Panel>
        </div>
      )}
    </div>
  );
}

/**
 * `/profile/limits`: the player's safer-gambling limits (docs/decisions/022-safer-gambling-limits.md)
 * — the list with what each period used and waiting changes to confirm, the forms that set a money
 * limit and a reality check, session or time limit, and the time-out and self-exclusion, which sign
 * the player out at once.
 */
export function LimitsPage() {
  const { t } = useTranslation();
  // Kept here, above the session gate: the notice must stay once the break has signed the player out.
  const [started, setStarted] = useState<UserLimit | null>(null);
  return (
    <div className={styles.page}>
      <PageHeader title={t('account.limits.title')}>
        <p className={styles.intro}>{t('account.limits.intro')}</p>
      </PageHeader>
      {started ? (
        <BreakStarted block={started} />
      ) : (
        <SignedInOnly signInText={t('account.limits.signInFirst')}>
          <LimitsContent onBreakStarted={setStarted} />
        </SignedInOnly>
      )}
    </div>
  );
}
