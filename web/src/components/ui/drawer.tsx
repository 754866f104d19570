import { useEffect, useRef, type ReactNode } from 'react';
import styles from './drawer.module.css';
import { Icon } from './icon';

type DrawerProps = {
  title: string;
  closeLabel: string;
  side: 'start' | 'end';
  onClose: () => void;
  children: ReactNode;
  id?: string;
};

/** A modal side sheet: focus moves into it, Escape or the backdrop closes it, focus returns after. */
export function Drawer({ title, closeLabel, side, onClose, children, id }: DrawerProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
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
