import type { ReactNode } from 'react';
import styles from './page-header.module.css';

type PageHeaderProps = {
  title: string;
  icon?: ReactNode;
  /** Breadcrumb or context line above the title. */
  eyebrow?: ReactNode;
  /** Filters or sub-navigation below the title. */
  children?: ReactNode;
};

/** The page's one `<h1>` with its icon, context line and sub-navigation. */
export function PageHeader({ title, icon, eyebrow, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow}
      <div className={styles.titleRow}>
        {icon !== undefined && <span className={styles.icon}>{icon}</span>}
        <h1 className={styles.title}>{title}</h1>
      </div>
      {children}
    </header>
  );
}

export const eyebrowClass = styles.eyebrow;
