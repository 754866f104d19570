import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale-context';
import { formatMoney } from '@/lib/money';
import { potentialWin } from '@/lib/ticket/potential-win';
import type { Ticket } from '@/lib/ticket/types';
import { useFormatOdds } from '@/preferences/odds-format';
import { useTicketDispatch } from '@/ticket/use-ticket';
import styles from './bet-slip.module.css';
import { totalOdds } from './bet-totals';
import { LiveCountdown } from './live-countdown';
import type { LiveDelay } from './use-placement';

/** After placement: each placed bet's id, the odds taken and the potential win; keep or clear. */
export function Receipt({ ticket, liveDelay }: { ticket: Ticket; liveDelay: LiveDelay | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatOdds();
  const dispatch = useTicketDispatch();
  const placed = ticket.bets.filter((bet) => bet.placed !== null);
  const isSubmitted = placed.some((bet) => bet.placed?.status === 'submitted');
  return (
    <div className={styles.receipt} role="status" data-testid="bet-receipt">
      <h3>{isSubmitted ? t('betslip.receipt.submitted') : t('betslip.receipt.placed')}</h3>
      {isSubmitted && liveDelay && <LiveCountdown delay={liveDelay} />}
      <ul>
        {placed.map((bet) => (
          <li key={bet.placed?.betId}>
            <span>{t('betslip.receipt.betId', { id: bet.placed?.betId })}</span>
            <span>
              {t('betslip.receipt.odds', { odds: bet.type === 'system' ? '–' : format(totalOdds(bet)) })}
            </span>
            <span>
              {t('betslip.receipt.win', {
                amount: formatMoney(potentialWin(bet), ticket.currency, ticket.subunits, locale),
              })}
            </span>
          </li>
        ))}
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
