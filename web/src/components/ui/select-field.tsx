import { Field } from './field';
import styles from './field.module.css';

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
  return (
    <Field label={label} hint={hint} hintTone="muted">
      {(control) => (
        <select
          id={control.id}
          className={styles.select}
          name={name}
          value={value}
          aria-describedby={control['aria-describedby']}
          onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? value)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {optionText(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
