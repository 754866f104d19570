import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale-context';
import { digitsOf, formatMoney } from '@/lib/money';
import { lineCount } from '@/lib/ticket/potential-win';
import type { Ticket } from '@/lib/ticket/types';
import { useTicketDispatch } from '@/ticket/use-ticket';
import styles from './bet-slip.module.css';
import { MaxStakeButton } from './max-stake-button';
import { useAmountDraft } from './use-amount-draft';

type StakeFieldProps = {
  ticket: Ticket;
  betIndex: number;
  label: string;
  /** A system's stake typed per line (docs/product.md: total = per line × lines). */
  perLine?: boolean;
  /** One of several stake boxes (a single beside others, a combo, a system): no Max, no presets. */
  compact?: boolean;
};

/**
 * The stake of one bet in the currency's decimals, with "Max" (the bookmaker's largest stake) and
 * the stake presets from the settings.
 */
export function StakeField({ ticket, betIndex, label, perLine = false, compact = false }: StakeFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dispatch = useTicketDispatch();
  const id = useId();
  const bet = ticket.bets[betIndex];
  const stake = bet?.stake ?? 0;
  const lines = bet && perLine ? lineCount(bet) : 1;
  const { currency, subunits } = ticket;
  const { isInvalid, ...input } = useAmountDraft(Math.floor(stake / (lines || 1)), subunits, (minor) =>
    dispatch({ type: 'stakeChanged', betIndex, stake: minor, per: perLine ? 'line' : 'total' }),
  );
  const presets = compact ? [] : ticket.settings.stakePresets;
  return (
    <div className={compact ? `${styles.stake} ${styles.compact}` : styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {t('betslip.stakeIn', { label, currency })}
      </label>
      <div className={styles.stakeRow}>
        <input
          id={id}
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          {...input}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? `${id}-error` : undefined}
        />
        {!compact && <MaxStakeButton ticket={ticket} betIndex={betIndex} label={label} />}
      </div>
      {isInvalid && (
        <span id={`${id}-error`} className={styles.error}>
          {t('betslip.stakeInvalid', { count: digitsOf(subunits) })}
        </span>
      )}
      {presets.length > 0 && (
        <div className={styles.presets} role="group" aria-label={t('betslip.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={stake === preset}
              onClick={() => dispatch({ type: 'stakePresetApplied', betIndex, preset })}
            >
              {formatMoney(preset, currency, subunits, locale)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
