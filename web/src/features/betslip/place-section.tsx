import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Ticket } from '@/lib/ticket/types';
import { useTicketDispatch } from '@/ticket/use-ticket';
import styles from './bet-slip.module.css';
import { BETTING_FORBIDDEN_KEY, placeReasonKeys, SESSION_LOADING_KEY } from './place-reasons';

type PlaceSectionProps = {
  ticket: Ticket;
  onPlace: () => void;
  isSessionLoading: boolean;
  /** The player's profile carries the pve flag: no bet of theirs would be accepted. */
  isBettingForbidden: boolean;
};

/**
 * The ticket's error (docs/product.md#placement-errors), the place button, and why it is disabled, in words
 * (also while the session is loading: neither placing nor signing in would be right yet; and for a
 * player who may not bet).
 */
export function PlaceSection({ ticket, onPlace, isSessionLoading, isBettingForbidden }: PlaceSectionProps) {
  const { t } = useTranslation();
  const dispatch = useTicketDispatch();
  const reasonsId = useId();
  const isPlacing = ticket.status === 'PROCESSING';
  const reasons = placeReasonKeys(ticket).filter((key) => key !== 'betslip.blocked.placing');
  if (isSessionLoading) reasons.push(SESSION_LOADING_KEY);
  if (isBettingForbidden) reasons.push(BETTING_FORBIDDEN_KEY);
  const isDisabled = isPlacing || reasons.length > 0;
  const { error } = ticket;
  return (
    <div className={styles.place}>
      {(error || ticket.hasGeneralAlert) && (
        <div className={styles.failure} role="alert">
          <p>{t(error ? error.messageKey : 'betslip.generalError')}</p>
          {error?.details && error.details !== error.messageKey && (
            <p className={styles.details}>{t(error.details, { defaultValue: error.details })}</p>
          )}
          {error && (
            <Button size="small" variant="ghost" onClick={() => dispatch({ type: 'errorDismissed' })}>
              {t('betslip.dismiss')}
            </Button>
          )}
        </div>
      )}
      <Button
        variant="primary"
        className={styles.placeButton}
        disabled={isDisabled}
        aria-busy={isPlacing || undefined}
        aria-describedby={reasons.length > 0 ? reasonsId : undefined}
        onClick={onPlace}
        data-testid="place-bet"
      >
        {isPlacing ? t('betslip.placing') : t('betslip.place')}
      </Button>
      {reasons.length > 0 && (
        <ul id={reasonsId} className={styles.reasons} data-testid="place-reasons">
          {reasons.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
