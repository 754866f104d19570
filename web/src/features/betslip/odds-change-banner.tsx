import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { allSelections } from '@/lib/ticket/selections';
import type { Ticket } from '@/lib/ticket/types';
import { useTicketDispatch } from '@/ticket/use-ticket';
import styles from './bet-slip.module.css';

/** Prices moved (or picks went away): accept the new prices, or drop what cannot be placed. */
export function OddsChangeBanner({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const dispatch = useTicketDispatch();
  const selections = allSelections(ticket.bets);
  const hasGone = selections.some((s) => s.isSuspended || s.isNotAvailable);
  if (ticket.status !== 'ODDS_CHANGED' && !hasGone) return null;
  return (
    <div className={styles.banner} role="status">
      {ticket.status === 'ODDS_CHANGED' && (
        <>
          <p>{t('betslip.oddsChanged')}</p>
          <Button variant="primary" size="small" onClick={() => dispatch({ type: 'oddsChangesAccepted' })}>
            {t('betslip.acceptChanges')}
          </Button>
        </>
      )}
      {hasGone && (
        <Button size="small" onClick={() => dispatch({ type: 'unavailableSelectionsDropped' })}>
          {t('betslip.dropUnavailable')}
        </Button>
      )}
    </div>
  );
}
