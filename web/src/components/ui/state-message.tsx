import type { ReactNode } from 'react';
import styles from './state-message.module.css';

/** A centred message for empty, error and similar states; children hold actions. */
export function StateMessage({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.message} role="status">
      <p>{text}</p>
      {children}
    </div>
  );
}

/** Placeholder rows of the final height while a list loads, so nothing shifts when it arrives. */
export function SkeletonRows({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.row} />
      ))}
    </div>
  );
}
