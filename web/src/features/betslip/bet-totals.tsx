import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale-context';
import { formatMoney } from '@/lib/money';
import { shownTotalOdds } from '@/lib/ticket/potential-win';
import { hasSeveralBets, totalPotentialWin, totalStake } from '@/lib/ticket/selectors';
import type { Bet, Ticket } from '@/lib/ticket/types';
import { useFormatOdds } from '@/preferences/odds-format';
import styles from './bet-slip.module.css';

/** Π odds of a single or combo, rounded down to the thousandth (odds × 1000 stay integers). */
export function totalOdds(bet: Bet): number {
  const product = bet.selections.reduce((acc, s) => acc * BigInt(s.odds), 1n);
  return Number(product / 1000n ** BigInt(Math.max(0, bet.selections.length - 1)));
}

/** The footer's figures: total odds (one bet), total stake and potential win of every staked bet. */
export function BetTotals({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatOdds();
  const money = (minor: number) => formatMoney(minor, ticket.currency, ticket.subunits, locale);
  const bet = ticket.bets[0];
  if (!bet) return null;
  return (
    <dl className={styles.totals}>
      {!hasSeveralBets(ticket) && (
        <div>
          <dt>{t('betslip.totalOdds')}</dt>
          <dd data-testid="total-odds">{format(shownTotalOdds(totalOdds(bet)))}</dd>
        </div>
      )}
      <div>
        <dt>{t('betslip.totalStake')}</dt>
        <dd data-testid="total-stake">{money(totalStake(ticket))}</dd>
      </div>
      <div className={styles.win}>
        <dt>{t('betslip.potentialWin')}</dt>
        <dd data-testid="potential-win">{money(totalPotentialWin(ticket))}</dd>
      </div>
    </dl>
  );
}
