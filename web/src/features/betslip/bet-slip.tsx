import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale-context';
import { prepareMoneyFormat } from '@/lib/money';
import { isMultiSingle } from '@/lib/ticket/selectors';
import { useTicket } from '@/ticket/use-ticket';
import { AcceptModeSelect } from './accept-mode-select';
import styles from './bet-slip.module.css';
import { BetTotals } from './bet-totals';
import { BetTypeSwitch } from './bet-type-switch';
import { DesiredWinField } from './desired-win-field';
import { OddsChangeBanner } from './odds-change-banner';
import { PlaceSection } from './place-section';
import { Receipt } from './receipt';
import { SelectionItem } from './selection-item';
import { StakeField } from './stake-field';
import { SystemPayouts } from './system-payouts';
import { useDecisionCheck } from './use-decision-check';
import { usePlacement } from './use-placement';
import { useTicketSettings } from './use-ticket-settings';

/** The bet slip (docs/product.md#bet-slip): selections, bet type, stake, totals, placement and receipt. */
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
  const multi = isMultiSingle(ticket);
  const first = ticket.bets[0];
  return (
    <div className={styles.slip} data-testid="bet-slip" data-ticket-status={ticket.status}>
      <OddsChangeBanner ticket={ticket} />
      <BetTypeSwitch ticket={ticket} />
      <ul className={styles.selections} aria-label={t('betslip.selections')}>
        {ticket.bets.map((bet, index) =>
          bet.selections.map((selection) => (
            <SelectionItem
              key={selection.key}
              selection={selection}
              message={ticket.error?.selectionMessages[selection.key]}
            >
              {multi && (
                <StakeField
                  ticket={ticket}
                  betIndex={index}
                  label={t('betslip.stakeOf', { outcome: selection.outcomeName })}
                />
              )}
            </SelectionItem>
          )),
        )}
      </ul>
      {!multi && first && (
        <>
          <StakeField ticket={ticket} betIndex={0} label={t('betslip.stake')} />
          <DesiredWinField ticket={ticket} />
        </>
      )}
      <BetTotals ticket={ticket} />
      {first && <SystemPayouts bet={first} currency={ticket.currency} subunits={ticket.subunits} />}
      <AcceptModeSelect mode={ticket.settings.oddsAcceptMode} />
      <PlaceSection
        ticket={ticket}
        onPlace={place}
        isSessionLoading={isSessionLoading}
        isBettingForbidden={isBettingForbidden}
      />
    </div>
  );
}
