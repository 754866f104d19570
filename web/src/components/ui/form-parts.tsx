import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './form-parts.module.css';

/*
 * The form kit's parts around the fields (`field.tsx`): the form's own error, its submit button,
 * the line of secondary actions under it and its done state.
 */

export function FormError({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p className={styles.formError} role="alert">
      {text}
    </p>
  );
}

export function SubmitButton({ isPending, children }: { isPending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="primary"
      className={styles.submit}
      disabled={isPending}
      aria-busy={isPending}
    >
      {children}
    </Button>
  );
}

/** A line of secondary actions under a form (links to the other dialogs). */
export function DialogLinks({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}

export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

/** The done state of a dialog: a message read out on arrival, and what to do next. */
export function DoneMessage({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.done}>
      <p role="status">{text}</p>
      {children}
    </div>
  );
}
