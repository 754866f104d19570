import { useTranslation } from 'react-i18next';
import { MARKET_STATUS, type Market, type Match } from '@/api/types';
import { Icon } from '@/components/ui/icon';
import { OddsCell } from '@/ticket/odds-cell';
import { columnsFor } from './market-groups';
import styles from './markets.module.css';

/** One market: a collapsible header and its outcomes; a suspended market locks every outcome. */
export function MarketCard({ match, market }: { match: Match; market: Market }) {
  const { t } = useTranslation();
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
        {market.outcomes.map((outcome) => (
          <OddsCell
            key={outcome.id}
            match={match}
            market={market}
            outcome={outcome}
            label={outcome.name}
            context={market.name}
          />
        ))}
      </div>
    </details>
  );
}
