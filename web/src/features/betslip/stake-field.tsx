import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale-context';
import { formatMoney } from '@/lib/money';
import type { Ticket } from '@/lib/ticket/types';
import { useTicketDispatch } from '@/ticket/use-ticket';
import styles from './bet-slip.module.css';
import { parseStake, stakeText } from './slip-text';

type StakeFieldProps = { ticket: Ticket; betIndex: number; label: string };

/** The stake of one bet in the currency's decimals, with the stake presets from the settings. */
export function StakeField({ ticket, betIndex, label }: StakeFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dispatch = useTicketDispatch();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const stake = ticket.bets[betIndex]?.stake ?? 0;
  const { currency, subunits } = ticket;
  const isInvalid = draft !== null && parseStake(draft, subunits) === undefined;
  const presets = ticket.settings.stakePresets;
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {t('betslip.stakeIn', { label, currency })}
      </label>
      <input
        id={id}
        className={styles.stakeInput}
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? stakeText(stake, subunits)}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          const minor = parseStake(event.target.value, subunits);
          if (minor !== undefined) dispatch({ type: 'stakeChanged', betIndex, stake: minor });
        }}
        onBlur={() => setDraft(null)}
      />
      {isInvalid && (
        <span id={`${id}-error`} className={styles.error}>
          {t('betslip.stakeInvalid', { count: Math.round(Math.log10(subunits)) })}
        </span>
      )}
      {presets.length > 0 && (
        <div className={styles.presets} role="group" aria-label={t('betslip.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={stake === preset}
              onClick={() => {
                setDraft(null);
                dispatch({ type: 'stakePresetApplied', betIndex, preset });
              }}
            >
              {formatMoney(preset, currency, subunits, locale)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
