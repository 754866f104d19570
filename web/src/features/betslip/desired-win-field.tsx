import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOf } from '@/lib/money';
import type { Ticket } from '@/lib/ticket/types';
import { useTicketDispatch } from '@/ticket/use-ticket';
import styles from './bet-slip.module.css';
import { useAmountDraft } from './use-amount-draft';

/**
 * Potential-win staking (docs/product.md#stakes): the player types the return they want and the
 * ticket works out the stake from the total odds, and again whenever a price moves.
 */
export function DesiredWinField({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const dispatch = useTicketDispatch();
  const id = useId();
  const bet = ticket.bets[0];
  const wanted = bet?.stakeSource === 'potential_win' ? (bet.desiredWin ?? 0) : 0;
  const { isInvalid, ...input } = useAmountDraft(wanted, ticket.subunits, (win) =>
    dispatch({ type: 'desiredWinChanged', betIndex: 0, win }),
  );
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {t('betslip.desiredWin', { currency: ticket.currency })}
      </label>
      <input
        id={id}
        className={styles.stakeInput}
        inputMode="decimal"
        autoComplete="off"
        {...input}
        aria-invalid={isInvalid || undefined}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className={isInvalid ? styles.error : styles.hint}>
        {isInvalid
          ? t('betslip.stakeInvalid', { count: digitsOf(ticket.subunits) })
          : t('betslip.desiredWinHint')}
      </span>
    </div>
  );
}
