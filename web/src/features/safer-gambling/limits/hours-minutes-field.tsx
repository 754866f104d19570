import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldNotes } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import styles from './limits-page.module.css';

type HoursMinutesFieldProps = {
  legend: string;
  hours: string;
  minutes: string;
  onHoursChange: (hours: string) => void;
  onMinutesChange: (minutes: string) => void;
  /** Shown under both fields and linked to each with `aria-describedby`. */
  hint?: string;
  error?: string;
};

/** A length of time as whole hours and minutes, side by side under one legend. */
export function HoursMinutesField({
  legend,
  hours,
  minutes,
  onHoursChange,
  onMinutesChange,
  hint,
  error,
}: HoursMinutesFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const shared = {
    inputMode: 'numeric',
    autoComplete: 'off',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  } as const;
  return (
    <fieldset className={styles.duration}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.durationParts}>
        <TextField
          label={t('account.limits.time.hours')}
          name="hours"
          value={hours}
          onChange={(event) => onHoursChange(event.target.value)}
          {...shared}
        />
        <TextField
          label={t('account.limits.time.minutes')}
          name="minutes"
          value={minutes}
          onChange={(event) => onMinutesChange(event.target.value)}
          {...shared}
        />
      </div>
      <FieldNotes id={id} hint={hint} error={error} hintTone="muted" />
    </fieldset>
  );
}
