import { useEffect, type ReactNode } from 'react';
import { Icon } from './icon';
import styles from './alert.module.css';

export type AlertTone = 'success' | 'error' | 'warning';

/** Alert auto-close (docs/product.md#alerts). */
export const ALERT_AUTO_CLOSE_MS = 5000;

type AlertProps = {
  tone: AlertTone;
  title: string;
  children?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** Milliseconds until it closes by itself; `null` keeps it. */
  autoCloseMs?: number | null;
};

/** A toast at the bottom centre (docs/product.md#alerts): one at a time, announced, closes after 5 s. */
export function Alert({
  tone,
  title,
  children,
  closeLabel,
  onClose,
  autoCloseMs = ALERT_AUTO_CLOSE_MS,
}: AlertProps) {
  useEffect(() => {
    if (autoCloseMs === null) return;
    const timer = window.setTimeout(onClose, autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs, onClose]);
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {children}
      </div>
      <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
