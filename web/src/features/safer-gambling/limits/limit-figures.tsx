import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@/api/types';
import { isBlock, roomLeft, usage } from './limit-view';
import { useLimitFormat } from './use-limit-format';
import styles from './limits-page.module.css';

/**
 * A limit's figures: a block's end; a limit's amount in force (money, or minutes) and, for a
 * period or a session, a bar of what it used (named by the words under it), what is left and
 * when it resets.
 */
export function LimitFigures({ limit }: { limit: UserLimit }) {
  const { t } = useTranslation();
  const format = useLimitFormat();
  const usageId = useId();
  const amount = (value: number | null | undefined) => format.amount(limit, value);
  if (isBlock(limit)) {
    return (
      <p className={styles.meta}>
        {limit.ends_at
          ? t('account.limits.blockEnds', { time: format.time(limit.ends_at) })
          : t('account.limits.blockIndefinite')}
      </p>
    );
  }
  const isRealityCheck = limit.type === 'reality_check';
  const bar = usage(limit);
  return (
    <>
      <p className={styles.amount}>
        {isRealityCheck
          ? t('account.limits.time.remindsEvery', { duration: amount(limit.amount) })
          : amount(limit.amount)}
      </p>
      {bar === null ? (
        <p className={styles.meta}>
          {isRealityCheck ? t('account.limits.time.reminder') : t('account.limits.perBet')}
        </p>
      ) : (
        <>
          <progress className={styles.bar} value={bar.value} max={bar.max} aria-labelledby={usageId} />
          <p id={usageId}>
            {t(`account.limits.used.${limit.type}`, {
              used: amount(limit.used),
              amount: amount(limit.amount),
            })}
          </p>
          <p className={styles.meta}>
            <span>{t('account.limits.left', { left: amount(roomLeft(limit)) })}</span>
            {limit.resets_at && (
              <span>{t('account.limits.resets', { time: format.time(limit.resets_at) })}</span>
            )}
          </p>
        </>
      )}
    </>
  );
}
