import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What a field gives its control: the id its label names and the notes that describe it. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type HintTone = 'subtle' | 'muted';

/** The ids of a control's error and hint (`FieldNotes`), for `aria-describedby`. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

type FieldNotesProps = { id: string; hint?: string; error?: string; hintTone?: HintTone };

/** A field's hint and then its error, under its control(s), with the ids `describedBy` names. */
export function FieldNotes({ id, hint, error, hintTone = 'subtle' }: FieldNotesProps) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintTone === 'muted' ? styles.mutedHint : styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

type FieldProps = {
  label: string;
  id?: string;
  /** Shown under the control and linked with `aria-describedby`. */
  hint?: string;
  hintTone?: HintTone;
  /** Shown under the control (after the hint), linked with `aria-describedby`; marks it invalid. */
  error?: string;
  children: (control: FieldControl) => ReactNode;
};

/**
 * One form field: its label, its control (drawn by `children` with the id and ARIA attributes it
 * needs), then its hint and error. The form kit's fields (`TextField`, `SelectField`) are this.
 */
export function Field({ label, id, hint, hintTone, error, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(controlId, hint, error),
      })}
      <FieldNotes id={controlId} hint={hint} error={error} hintTone={hintTone} />
    </div>
  );
}
