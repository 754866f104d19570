import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { AppLink } from '@/i18n/app-link';
import type { Selection } from '@/lib/ticket/types';
import { useFormatOdds } from '@/preferences/odds-format';
import { useTicketDispatch } from '@/ticket/use-ticket';
import styles from './bet-slip.module.css';

type SelectionItemProps = {
  selection: Selection;
  /** The server's word on this selection's bet (multi-single placement). */
  message?: string;
  /** A multi-single's own stake field. */
  children?: ReactNode;
};

function mark(selection: Selection): 'suspended' | 'notAvailable' | 'up' | 'down' | null {
  if (selection.isNotAvailable) return 'notAvailable';
  if (selection.isSuspended) return 'suspended';
  if (selection.odds > selection.acceptedOdds) return 'up';
  if (selection.odds < selection.acceptedOdds) return 'down';
  return null;
}

/** One selection: match, market, outcome, price with its change mark, and a remove button. */
export function SelectionItem({ selection, message, children }: SelectionItemProps) {
  const { t } = useTranslation();
  const format = useFormatOdds();
  const dispatch = useTicketDispatch();
  const state = mark(selection);
  const match = selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA;
  return (
    <li className={styles.selection} data-selection-key={selection.key} data-mark={state ?? undefined}>
      <div className={styles.selectionHead}>
        <span className={styles.outcome}>{selection.outcomeName}</span>
        <span className={styles.odds} data-testid="selection-odds">
          {state === 'up' || state === 'down' ? (
            <>
              <s className={styles.oldOdds}>{format(selection.acceptedOdds)}</s>
              <span className={styles[state]}>{format(selection.odds)}</span>
            </>
          ) : (
            format(selection.odds)
          )}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('betslip.remove', { outcome: selection.outcomeName })}
          onClick={() => dispatch({ type: 'selectionRemoved', key: selection.key })}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
      <span className={styles.market}>
        {selection.marketName}
        {selection.matchStatus === 'live' && <span className={styles.live}>{t('betslip.live')}</span>}
      </span>
      <AppLink to={`/${selection.sportKey || 'sport'}/${selection.matchSlug}`} className={styles.match}>
        {match}
      </AppLink>
      {state && <span className={`${styles.mark} ${styles[state]}`}>{t(`betslip.marks.${state}`)}</span>}
      {message && (
        <span className={styles.error} role="alert">
          {t(message, { defaultValue: message })}
        </span>
      )}
      {children}
    </li>
  );
}
