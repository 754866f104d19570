import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Ticket } from '@/lib/ticket/types';
import styles from './bet-slip.module.css';
import { useMaxStake } from './use-max-stake';

type MaxStakeButtonProps = { ticket: Ticket; betIndex: number; label: string };

/** "Max" beside a stake: fills the largest stake the bookmaker takes, or says why it cannot. */
export function MaxStakeButton({ ticket, betIndex, label }: MaxStakeButtonProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const max = useMaxStake(ticket, betIndex);
  const note = max.blockedKey
    ? t(max.blockedKey)
    : max.failure && (max.failure.message ?? t('betslip.max.failed'));
  return (
    <>
      <Button
        size="small"
        className={styles.maxButton}
        disabled={max.blockedKey !== null || max.isPending}
        aria-busy={max.isPending || undefined}
        aria-label={t('betslip.max.label', { label })}
        aria-describedby={note ? noteId : undefined}
        onClick={max.fill}
      >
        {t('betslip.max.button')}
      </Button>
      {note && (
        <span
          id={noteId}
          className={max.failure ? styles.error : styles.hint}
          role={max.failure ? 'alert' : undefined}
        >
          {note}
        </span>
      )}
    </>
  );
}
