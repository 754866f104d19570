import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale-context';
import { prepareMoneyFormat } from '@/lib/money';
import { allSelections } from '@/lib/ticket/selections';
import { hasSeveralBets } from '@/lib/ticket/selectors';
import { useTicket } from '@/ticket/use-ticket';
import { AcceptModeSelect } from './accept-mode-select';
import styles from './bet-slip.module.css';
import { BetTotals } from './bet-totals';
import { DesiredWinField } from './desired-win-field';
import { MultipleBets } from './multiple-bets';
import { OddsChangeBanner } from './odds-change-banner';
import { PlaceSection } from './place-section';
import { Receipt } from './receipt';
import { SelectionItem } from './selection-item';
import { StakeField } from './stake-field';
import { useDecisionCheck } from './use-decision-check';
import { usePlacement } from './use-placement';
import { useTicketSettings } from './use-ticket-settings';

/**
 * The bet slip (docs/product.md#bet-slip): the selections (with two picks up each a single with its
 * stake), the combo and the systems, and a footer that stays in view — total stake, potential win,
 * Place bet with why it is disabled — then the receipt.
 */
export function BetSlip({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ticket = useTicket();
  const { place, liveDelay, isSessionLoading, isBettingForbidden } = usePlacement(onSignIn);
  useDecisionCheck(liveDelay);
  useTicketSettings();
  // Drawn hidden while empty (the ticket panel), the slip is ready before the first pick needs amounts.
  useEffect(() => prepareMoneyFormat(locale), [locale]);
  if (ticket.status === 'SUCCESS') return <Receipt ticket={ticket} liveDelay={liveDelay} />;
  const several = hasSeveralBets(ticket);
  const hasSingles = ticket.bets.some((bet) => bet.type === 'single');
  const isOneBet = ticket.bets.length === 1;
  return (
    <div className={styles.slip} data-testid="bet-slip" data-ticket-status={ticket.status}>
      <div className={styles.slipBody}>
        <OddsChangeBanner ticket={ticket} />
        {several && hasSingles && <h3 className={styles.sectionTitle}>{t('betslip.singles')}</h3>}
        <ul className={styles.selections} aria-label={t('betslip.selections')}>
          {allSelections(ticket.bets).map((selection) => {
            const single = ticket.bets.findIndex(
              (bet) => bet.type === 'single' && bet.selections[0]?.key === selection.key,
            );
            return (
              <SelectionItem
                key={selection.key}
                selection={selection}
                message={ticket.error?.selectionMessages[selection.key]}
              >
                {several && single !== -1 && (
                  <StakeField
                    ticket={ticket}
                    betIndex={single}
                    compact
                    label={t('betslip.stakeOf', { outcome: selection.outcomeName })}
                  />
                )}
              </SelectionItem>
            );
          })}
        </ul>
        {isOneBet && (
          <>
            <StakeField ticket={ticket} betIndex={0} label={t('betslip.stake')} />
            <DesiredWinField ticket={ticket} />
          </>
        )}
        <MultipleBets ticket={ticket} />
        <AcceptModeSelect mode={ticket.settings.oddsAcceptMode} />
      </div>
      <div className={styles.footer} data-testid="slip-footer">
        <BetTotals ticket={ticket} />
        <PlaceSection
          ticket={ticket}
          onPlace={place}
          isSessionLoading={isSessionLoading}
          isBettingForbidden={isBettingForbidden}
        />
      </div>
    </div>
  );
}
