import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AccountDialogKind } from '@/lib/account-modal';
import { openAccountDialog } from '../account-dialog-state';
import { formErrors, type FormErrors } from '../api-error-text';
import styles from './dialogs.module.css';

/**
 * Submitting a dialog form: disables it while the request runs and turns a refusal into texts for
 * the fields the form shows (`shownFields`) and the form itself.
 */
export function useApiForm(shownFields: readonly string[]) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  async function submit(event: FormEvent | null, action: () => Promise<void>): Promise<void> {
    event?.preventDefault();
    if (isPending) return;
    setPending(true);
    setErrors({ fields: {} });
    try {
      await action();
    } catch (error) {
      setErrors(formErrors(t, error, shownFields));
    } finally {
      setPending(false);
    }
  }
  return { isPending, errors, setErrors, submit };
}

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

/** A link-styled button that opens another account dialog. */
export function DialogLink({ kind, children }: { kind: AccountDialogKind; children: ReactNode }) {
  return <LinkButton onClick={() => openAccountDialog({ kind })}>{children}</LinkButton>;
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
