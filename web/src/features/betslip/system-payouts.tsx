import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale-context';
import { formatMoney } from '@/lib/money';
import { payoutTable } from '@/lib/ticket/payout-table';
import type { Bet } from '@/lib/ticket/types';
import styles from './bet-slip.module.css';

/** A system's payout table: for k winning selections, the smallest and the largest return. */
export function SystemPayouts({ bet, currency, subunits }: { bet: Bet; currency: string; subunits: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = payoutTable(bet);
  if (rows.length === 0 || bet.stake <= 0) return null;
  const money = (minor: number) => formatMoney(minor, currency, subunits, locale);
  return (
    <table className={styles.payouts}>
      <caption>{t('betslip.payouts.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('betslip.payouts.winners')}</th>
          <th scope="col">{t('betslip.payouts.min')}</th>
          <th scope="col">{t('betslip.payouts.max')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.winners}>
            <th scope="row">{t('betslip.payouts.ifWin', { count: row.winners })}</th>
            <td>{money(row.min)}</td>
            <td>{money(row.max)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
