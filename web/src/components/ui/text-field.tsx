import type { InputHTMLAttributes } from 'react';
import { Field } from './field';
import styles from './field.module.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field and linked with `aria-describedby`. */
  error?: string;
  hint?: string;
};

/** A labelled input with its error (and hint) next to it. */
export function TextField({ label, error, hint, id, ...rest }: TextFieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error}>
      {(control) => (
        <input
          id={control.id}
          className={styles.input}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          {...rest}
        />
      )}
    </Field>
  );
}
