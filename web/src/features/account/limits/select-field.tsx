import { useId } from 'react';
import dialogStyles from '../dialogs/dialogs.module.css';
import styles from './limits-page.module.css';

type SelectFieldProps<T extends string> = {
  label: string;
  name: string;
  value: T;
  options: readonly T[];
  optionText: (value: T) => string;
  onChange: (value: T) => void;
  /** Shown under the select and linked with `aria-describedby`. */
  hint?: string;
};

/** A labelled native select of a closed set of values. */
export function SelectField<T extends string>({
  label,
  name,
  value,
  options,
  optionText,
  onChange,
  hint,
}: SelectFieldProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={dialogStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={dialogStyles.select}
        name={name}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
