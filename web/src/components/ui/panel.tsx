import type { ReactNode } from 'react';
import styles from './panel.module.css';

type PanelProps = {
  title?: ReactNode;
  /** Heading level of the title (2 by default). */
  level?: 2 | 3;
  /** Something on the right of the header, e.g. a "see all" link. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
};

/** A bordered surface with an optional heading: the building block of every page section. */
export function Panel({ title, level = 2, action, children, className, labelledBy }: PanelProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={labelledBy}>
      {title !== undefined && (
        <header className={styles.header}>
          <Heading className={styles.title} id={labelledBy}>
            {title}
          </Heading>
          {action !== undefined && <div className={styles.action}>{action}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
