import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import styles from './error-page.module.css';

type ReloadPageProps = {
  /** `offline`: the offline shell; `chunk`: a page whose code did not arrive. */
  kind: 'offline' | 'chunk';
  icon: ReactNode;
  title: string;
  /** What to do, below the title. */
  text?: string;
  action: string;
};

/**
 * A page that could not come — no network, or part of the app's code missing — saying so, with a
 * button that loads it again (a full load: the page, its code and its data afresh).
 */
export function ReloadPage({ kind, icon, title, text, action }: ReloadPageProps) {
  return (
    <section className={styles.page} data-error-page={kind}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <h1 className={styles.description}>{title}</h1>
      {text && <p className={styles.text}>{text}</p>}
      <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
        {action}
      </button>
    </section>
  );
}
