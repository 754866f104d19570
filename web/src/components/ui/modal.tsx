import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icon';
import styles from './modal.module.css';
import { holdScroll } from './scroll-lock';

type ModalProps = {
  title: string;
  closeLabel: string;
  /** Leave out for a dialog that cannot be dismissed (no close button, Escape ignored). */
  onClose?: () => void;
  children: ReactNode;
};

/**
 * A modal dialog on the native `<dialog>`: labelled by its title, the rest of the page inert and
 * still while open (focus stays inside, `holdScroll`), Escape closes unless it is not closable,
 * focus returns to the opener.
 */
export function Modal({ title, closeLabel, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => holdScroll(), []);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    // The first field rather than the close button, which comes first in the document.
    dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.modal}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClose={() => {
        // The browser may close a dialog despite a cancelled Escape (repeated presses): a dialog
        // that cannot be dismissed opens again, any other one reports the close.
        const dialog = ref.current;
        if (onClose !== undefined) onClose();
        else if (dialog !== null && !dialog.open) dialog.showModal();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onClose !== undefined && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
