import type { ReactNode } from 'react';
import styles from './page-header.module.css';

type PageHeaderProps = {
  title: string;
  icon?: ReactNode;
  /** Breadcrumb or context line above the title. */
  eyebrow?: ReactNode;
  /** A control at the end of the title's line (a favourite star). */
  action?: ReactNode;
  /** Filters or sub-navigation below the title. */
  children?: ReactNode;
};

/** The page's one `<h1>` with its icon, context line and sub-navigation. */
export function PageHeader({ title, icon, eyebrow, action, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow}
      <div className={styles.titleRow}>
        {icon !== undefined && <span className={styles.icon}>{icon}</span>}
        <h1 className={styles.title}>{title}</h1>
        {action !== undefined && <span className={styles.action}>{action}</span>}
      </div>
      {children}
    </header>
  );
}

export const eyebrowClass = styles.eyebrow;
