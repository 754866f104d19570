import { useEffect, useRef, type ReactNode } from 'react';
import styles from './drawer.module.css';
import { Icon } from './icon';
import { holdScroll } from './scroll-lock';

type DrawerProps = {
  title: string;
  closeLabel: string;
  /** `bottom`: a sheet from the bottom edge (phones). */
  side: 'start' | 'end' | 'bottom';
  onClose: () => void;
  children: ReactNode;
  id?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** Keeps Tab inside the sheet: past the last control to the first, before the first to the last. */
function trapFocus(container: HTMLElement, event: KeyboardEvent): void {
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal sheet: focus moves into it and stays there (Tab wraps), the page behind stays still
 * (`holdScroll`), Escape or the backdrop closes it, focus returns after.
 */
export function Drawer({ title, closeLabel, side, onClose, children, id }: DrawerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => holdScroll(), []);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && ref.current) trapFocus(ref.current, event);
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className={`${styles.drawer} ${styles[side]}`}
      >
        <div className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </>
  );
}
