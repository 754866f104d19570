import { useEffect, useEffectEvent, useLayoutEffect, type ReactNode } from 'react';
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

/** How to close the alert on screen, whichever part of the app shows it. */
let closeShown: (() => void) | null = null;

/**
 * A toast at the bottom centre (docs/product.md#alerts): one at a time — showing one closes the
 * alert on screen — announced without taking the focus (`role="alert"` for errors, else
 * `role="status"`), closed by its button or after 5 s.
 */
export function Alert({
  tone,
  title,
  children,
  closeLabel,
  onClose,
  autoCloseMs = ALERT_AUTO_CLOSE_MS,
}: AlertProps) {
  const close = useEffectEvent(onClose);
  // Before the paint, so two alerts never show together.
  useLayoutEffect(() => {
    const own = () => close();
    const previous = closeShown;
    closeShown = own;
    previous?.();
    return () => {
      if (closeShown === own) closeShown = null;
    };
  }, []);
  useEffect(() => {
    if (autoCloseMs === null) return;
    const timer = window.setTimeout(() => close(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs]);
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
