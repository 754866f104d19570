import { useTranslation } from 'react-i18next';
import { OutcomeButton } from '@/components/ui/outcome-button';
import {
  isOutcomeOpen,
  selectionInput,
  selectionKey,
  type MarketSource,
  type MatchSource,
  type OutcomeSource,
} from '@/lib/ticket/selection-input';
import { oddsFromDecimal } from '@/lib/odds';
import { useFormatOdds } from '@/preferences/odds-format';
import { toggleOnSlip, useIsOnSlip } from './slip-view';

type OddsCellProps = {
  match: MatchSource;
  market: MarketSource;
  outcome: OutcomeSource;
  /** Text shown beside the price (a column header or the outcome's name); omit in compact columns. */
  label?: string;
  /** What the cell is about when the label does not say it (read before by screen readers only). */
  context?: string;
};

/**
 * The one odds cell: the price in the chosen format, flashing when it moves, locked when the market
 * or outcome is not open, pressed while the outcome is on the slip; a click toggles it everywhere.
 * Its accessible name starts with the visible text (label and price).
 */
export function OddsCell({ match, market, outcome, label, context = outcome.name }: OddsCellProps) {
  const { t } = useTranslation();
  const format = useFormatOdds();
  const odds = oddsFromDecimal(outcome.odds);
  const isSuspended = !isOutcomeOpen(market, outcome);
  const isSelected = useIsOnSlip(
    selectionKey({
      matchId: match.id,
      marketId: market.id,
      specifier: market.specifier,
      outcomeId: outcome.id,
    }),
  );
  const price = odds === undefined ? undefined : format(odds);
  const about = context === label ? undefined : context;
  const visible = [label, isSuspended ? undefined : price].filter(Boolean).join(' ');
  const accessibleName = isSuspended
    ? t('events.oddsSuspended', { outcome: [label, about].filter(Boolean).join(', ') })
    : about === undefined
      ? visible
      : t('events.odds', { odds: visible, outcome: about });
  return (
    <OutcomeButton
      label={label}
      price={price}
      odds={odds}
      isSuspended={isSuspended}
      isSelected={isSelected}
      accessibleName={accessibleName}
      onSelect={() => {
        const input = selectionInput(match, market, outcome);
        if (input) toggleOnSlip(input);
      }}
    />
  );
}
