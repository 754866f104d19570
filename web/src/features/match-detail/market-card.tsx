import { useTranslation } from 'react-i18next';
import { MARKET_STATUS, type Market, type Match } from '@/api/types';
import { Icon } from '@/components/ui/icon';
import { OddsCell } from '@/ticket/odds-cell';
import { layoutFor } from './market-groups';
import { LineTable } from './line-table';
import { OutcomeResult } from './outcome-result';
import type { MarketFamily } from './market-lines';
import styles from './markets.module.css';

type MarketCardProps = { match: Match; family: MarketFamily; isOpen: boolean; onToggle: () => void };

/**
 * A market without lines: its outcomes as labelled odds cells (a suspended market locks them all),
 * or once settled their results.
 */
function Outcomes({ match, market }: { match: Match; market: Market }) {
  const layout = styles[layoutFor(market)];
  return (
    <div
      className={`${styles.outcomes} ${layout}`}
      data-market-id={market.id}
      data-specifier={market.specifier}
    >
      {market.outcomes.map((outcome) =>
        market.status === MARKET_STATUS.settled ? (
          <OutcomeResult key={outcome.id} outcome={outcome} label={outcome.name} />
        ) : (
          <OddsCell
            key={outcome.id}
            match={match}
            market={market}
            outcome={outcome}
            label={outcome.name}
            context={market.name}
          />
        ),
      )}
    </div>
  );
}

function isFamilySuspended(family: MarketFamily): boolean {
  const markets = family.kind === 'single' ? [family.market] : family.lines.map((line) => line.market);
  return markets.every((market) => market.status === MARKET_STATUS.suspended);
}

/**
 * One market type of a stretch of play: a header button that collapses it, then its lines as a
 * table (line | side A | side B …) or, without lines, its outcomes.
 */
export function MarketCard({ match, family, isOpen, onToggle }: MarketCardProps) {
  const { t } = useTranslation();
  const bodyId = `market-${family.key.replace(/[^a-zA-Z0-9-]/g, '_')}`;
  return (
    <section className={styles.market} data-market-family={family.key} aria-labelledby={`${bodyId}-title`}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.summary}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          id={`${bodyId}-title`}
          onClick={onToggle}
        >
          <span>{family.title}</span>
          {isFamilySuspended(family) && <span className={styles.suspendedTag}>{t('events.suspended')}</span>}
          <Icon name="chevronDown" size={16} className={styles.chevron} />
        </button>
      </h3>
      <div id={bodyId} hidden={!isOpen}>
        {family.kind === 'single' ? (
          <Outcomes match={match} market={family.market} />
        ) : (
          <LineTable match={match} family={family} />
        )}
      </div>
    </section>
  );
}
