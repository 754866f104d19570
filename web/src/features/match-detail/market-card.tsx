import { useTranslation } from 'react-i18next';
import { MARKET_STATUS, type Market } from '@/api/types';
import { Icon } from '@/components/ui/icon';
import { OutcomeButton } from '@/components/ui/outcome-button';
import { oddsFromDecimal } from '@/lib/odds';
import { useFormatOdds } from '@/preferences/odds-format';
import { columnsFor } from './market-groups';
import styles from './markets.module.css';

/** One market: a collapsible header and its outcomes; a suspended market locks every outcome. */
export function MarketCard({ market }: { market: Market }) {
  const { t } = useTranslation();
  const format = useFormatOdds();
  const isSuspended = market.status !== MARKET_STATUS.open;
  return (
    <details
      className={styles.market}
      open
      data-market-id={market.id}
      data-suspended={isSuspended || undefined}
    >
      <summary className={styles.summary}>
        <span>{market.name}</span>
        {market.status === MARKET_STATUS.suspended && (
          <span className={styles.suspendedTag}>{t('events.suspended')}</span>
        )}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </summary>
      <div className={`${styles.outcomes} ${columnsFor(market) === 3 ? styles.cols3 : styles.cols2}`}>
        {market.outcomes.map((outcome) => {
          const odds = oddsFromDecimal(outcome.odds);
          const isLocked = isSuspended || !outcome.active || odds === undefined;
          const price = odds === undefined ? undefined : format(odds);
          return (
            <OutcomeButton
              key={outcome.id}
              label={outcome.name}
              price={price}
              odds={odds}
              isSuspended={isLocked}
              accessibleName={
                isLocked
                  ? t('events.oddsSuspended', { outcome: `${market.name} ${outcome.name}` })
                  : t('events.odds', { outcome: `${market.name} ${outcome.name}`, odds: price })
              }
            />
          );
        })}
      </div>
    </details>
  );
}
