import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale-context';
import { formatMoney } from '@/lib/money';
import { potentialWin, shownTotalOdds } from '@/lib/ticket/potential-win';
import type { Bet, Ticket } from '@/lib/ticket/types';
import { useFormatOdds } from '@/preferences/odds-format';
import { useTicketDispatch } from '@/ticket/use-ticket';
import styles from './bet-slip.module.css';
import { totalOdds } from './bet-totals';
import { LiveCountdown } from './live-countdown';
import { multipleName } from './multiple-bets';
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

/** One placed bet as the server answered it: reference, each selection's accepted price, odds, stake, win. */
function PlacedBet({ bet, ticket }: { bet: Bet; ticket: Ticket }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatOdds();
  const money = (minor: number) => formatMoney(minor, ticket.currency, ticket.subunits, locale);
  const placed = bet.placed;
  if (!placed) return null;
  const { status, reason } = placed;
  const name = bet.type === 'single' ? { key: 'betslip.type.single' } : multipleName(bet);
  const odds = placed.odds ?? (bet.type === 'system' ? undefined : totalOdds(bet));
  return (
    <li data-bet-status={status} data-testid="receipt-bet">
      <span className={styles.outcome}>{t(name.key, name.values)}</span>
      <span data-testid="receipt-ref">
        {placed.ref
          ? t('betslip.receipt.ref', { ref: placed.ref })
          : t('betslip.receipt.betId', { id: placed.betId })}
      </span>
      <span className={status === 'rejected' ? styles.rejected : undefined}>
        {t('betslip.receipt.status', { status: t(`bet.status.${status}`, { defaultValue: status }) })}
      </span>
      {status === 'rejected' && (
        <span className={styles.rejected}>
          {t(`bet.reason.${reason ?? 'default'}`, { defaultValue: t('bet.reason.default') })}
        </span>
      )}
      <ul className={styles.receiptSelections} aria-label={t('betslip.selections')}>
        {bet.selections.map((selection, i) => {
          const sent = placed.sentOdds?.[i];
          const moved = sent !== undefined && sent !== selection.acceptedOdds;
          return (
            <li key={selection.key}>
              <span>
                {selection.outcomeName} · {selection.marketName}
              </span>
              <span className={styles.market}>
                {selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA}
              </span>
              <span data-testid="receipt-odds">
                {t('betslip.receipt.acceptedOdds', { odds: format(selection.acceptedOdds) })}
              </span>
              {moved && (
                <span className={styles.mark} data-testid="receipt-price-changed">
                  {t('betslip.receipt.priceChanged', {
                    from: format(sent),
                    to: format(selection.acceptedOdds),
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {odds !== undefined && bet.selections.length > 1 && (
        <span>{t('betslip.receipt.odds', { odds: format(shownTotalOdds(odds)) })}</span>
      )}
      <span data-testid="receipt-stake">
        {t('betslip.receipt.stake', { amount: money(placed.stake ?? bet.stake) })}
      </span>
      {status !== 'rejected' && (
        <span>{t('betslip.receipt.win', { amount: money(placed.win ?? potentialWin(bet)) })}</span>
      )}
    </li>
  );
}

/** After placement: each placed bet as the server stored it; keep the selections or clear the slip. */
export function Receipt({ ticket, liveDelay }: { ticket: Ticket; liveDelay: LiveDelay | null }) {
  const { t } = useTranslation();
  const dispatch = useTicketDispatch();
  const placed = ticket.bets.filter((bet) => bet.placed !== null);
  const isSubmitted = placed.some((bet) => bet.placed?.status === 'submitted');
  return (
    <div className={styles.receipt} role="status" data-testid="bet-receipt">
      <h3>{t(headingKey(placed))}</h3>
      {isSubmitted && liveDelay && <LiveCountdown delay={liveDelay} />}
      <ul>
        {placed.map((bet) => (
          <PlacedBet key={bet.placed?.betId} bet={bet} ticket={ticket} />
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
