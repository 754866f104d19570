import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale-context';
import { formatMoney } from '@/lib/money';
import { potentialWin } from '@/lib/ticket/potential-win';
import type { Bet, Ticket } from '@/lib/ticket/types';
import { useFormatOdds } from '@/preferences/odds-format';
import { useTicketDispatch } from '@/ticket/use-ticket';
import styles from './bet-slip.module.css';
import { totalOdds } from './bet-totals';
import { LiveCountdown } from './live-countdown';
import type { LiveDelay } from './use-placement';

/** The receipt's heading: submitted (live delay), then the decision of `bet_changed`. */
function headingKey(placed: readonly Bet[]): string {
  const statuses = placed.map((bet) => bet.placed?.status);
  if (statuses.includes('submitted')) return 'betslip.receipt.submitted';
  if (statuses.length > 0 && statuses.every((status) => status === 'rejected'))
    return 'betslip.receipt.rejected';
  if (
    statuses.includes('waiting_results') &&
    placed.some((bet) => bet.selections.some((s) => s.matchStatus === 'live'))
  )
    return 'betslip.receipt.accepted';
  return 'betslip.receipt.placed';
}

/** After placement: each placed bet's id, status, odds taken and potential win; keep or clear. */
export function Receipt({ ticket, liveDelay }: { ticket: Ticket; liveDelay: LiveDelay | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatOdds();
  const dispatch = useTicketDispatch();
  const placed = ticket.bets.filter((bet) => bet.placed !== null);
  const isSubmitted = placed.some((bet) => bet.placed?.status === 'submitted');
  return (
    <div className={styles.receipt} role="status" data-testid="bet-receipt">
      <h3>{t(headingKey(placed))}</h3>
      {isSubmitted && liveDelay && <LiveCountdown delay={liveDelay} />}
      <ul>
        {placed.map((bet) => {
          const status = bet.placed?.status ?? '';
          const reason = bet.placed?.reason;
          return (
            <li key={bet.placed?.betId} data-bet-status={status}>
              <span>{t('betslip.receipt.betId', { id: bet.placed?.betId })}</span>
              <span className={status === 'rejected' ? styles.rejected : undefined}>
                {t('betslip.receipt.status', { status: t(`bet.status.${status}`, { defaultValue: status }) })}
              </span>
              {status === 'rejected' && (
                <span className={styles.rejected}>
                  {t(`bet.reason.${reason ?? 'default'}`, { defaultValue: t('bet.reason.default') })}
                </span>
              )}
              <span>
                {t('betslip.receipt.odds', { odds: bet.type === 'system' ? '–' : format(totalOdds(bet)) })}
              </span>
              {status !== 'rejected' && (
                <span>
                  {t('betslip.receipt.win', {
                    amount: formatMoney(potentialWin(bet), ticket.currency, ticket.subunits, locale),
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button onClick={() => dispatch({ type: 'placedSelectionsKept' })}>
          {t('betslip.receipt.keep')}
        </Button>
        <Button variant="primary" onClick={() => dispatch({ type: 'ticketCleared' })}>
          {t('betslip.receipt.clear')}
        </Button>
      </div>
    </div>
  );
}
