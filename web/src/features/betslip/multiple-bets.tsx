import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale-context';
import { formatMoney } from '@/lib/money';
import { comboName, systemName } from '@/lib/ticket/bet-names';
import { lineCount, shownTotalOdds } from '@/lib/ticket/potential-win';
import type { Bet, Ticket } from '@/lib/ticket/types';
import { useFormatOdds } from '@/preferences/odds-format';
import styles from './bet-slip.module.css';
import { totalOdds } from './bet-totals';
import { StakeField } from './stake-field';
import { SystemPayouts } from './system-payouts';

/** The name of a combo (double, treble, n-fold) or a k/n system as a message reference. */
export function multipleName(bet: Bet) {
  return bet.type === 'system' && bet.systemId !== null
    ? systemName(bet.systemId)
    : comboName(bet.selections.length);
}

/**
 * The combo and the k/n systems of the slip's picks, each with its own stake (a system's per line),
 * placed with the singles by the one Place bet (docs/product.md#slip-selections).
 */
export function MultipleBets({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatOdds();
  const money = (minor: number) => formatMoney(minor, ticket.currency, ticket.subunits, locale);
  const rows = ticket.bets.flatMap((bet, index) => (bet.type === 'single' ? [] : [{ bet, index }]));
  if (rows.length === 0) return null;
  return (
    <section className={styles.multiples} aria-labelledby="slip-multiples">
      <h3 id="slip-multiples" className={styles.sectionTitle}>
        {t('betslip.multiples')}
      </h3>
      <ul className={styles.multipleList}>
        {rows.map(({ bet, index }) => {
          const ref = multipleName(bet);
          const name = t(ref.key, ref.values);
          const isSystem = bet.type === 'system';
          const lines = lineCount(bet);
          return (
            <li key={bet.systemId ?? 'combo'} className={styles.multiple} data-bet-type={bet.type}>
              <div className={styles.multipleHead}>
                <span className={styles.outcome}>{name}</span>
                <span className={styles.odds}>
                  {isSystem
                    ? t('betslip.lineCount', { count: lines })
                    : format(shownTotalOdds(totalOdds(bet)))}
                </span>
              </div>
              <StakeField
                ticket={ticket}
                betIndex={index}
                perLine={isSystem}
                compact
                label={
                  isSystem ? t('betslip.stakePerLine', { name }) : t('betslip.stakeOf', { outcome: name })
                }
              />
              {isSystem && bet.stake > 0 && (
                <span className={styles.hint}>
                  {t('betslip.linesTotal', {
                    count: lines,
                    stake: money(bet.stake / lines),
                    total: money(bet.stake),
                  })}
                </span>
              )}
              {isSystem && <SystemPayouts bet={bet} currency={ticket.currency} subunits={ticket.subunits} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
