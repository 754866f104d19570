import { useTranslation } from 'react-i18next';
import { MARKET_STATUS, type Match } from '@/api/types';
import { OddsCell } from '@/ticket/odds-cell';
import type { MarketFamily } from './market-lines';
import { OutcomeResult } from './outcome-result';
import styles from './markets.module.css';

type LinesFamily = Extract<MarketFamily, { kind: 'lines' }>;

/**
 * The lines of one market type as a table: a row per line (the main line first, marked), a column
 * per outcome. Each cell is the one odds cell, named by its outcome and market, or once the line
 * is settled its result.
 */
export function LineTable({ match, family }: { match: Match; family: LinesFamily }) {
  const { t } = useTranslation();
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">{t('matchPage.line')}</th>
          {family.columns.map((column) => (
            <th key={column.outcomeId} scope="col">
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {family.lines.map(({ market, label }) => (
          <tr
            key={market.specifier}
            data-market-id={market.id}
            data-specifier={market.specifier}
            data-main={market.most_balanced || undefined}
          >
            <th scope="row">
              {label}
              {market.most_balanced && (
                <span className="visually-hidden">{`, ${t('matchPage.mainLine')}`}</span>
              )}
            </th>
            {family.columns.map((column) => {
              const outcome = market.outcomes.find((o) => o.id === column.outcomeId);
              return (
                <td key={column.outcomeId}>
                  {outcome && market.status === MARKET_STATUS.settled && <OutcomeResult outcome={outcome} />}
                  {outcome && market.status !== MARKET_STATUS.settled && (
                    <OddsCell
                      match={match}
                      market={market}
                      outcome={outcome}
                      context={`${outcome.name}, ${market.name}`}
                    />
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
