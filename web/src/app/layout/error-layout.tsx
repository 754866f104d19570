import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/features/preferences-menu/language-switcher';
import { useBodyAttributes } from './body-attributes';
import styles from './error-layout.module.css';

/** The separate minimal wrapper of error pages (docs/product.md#error-pages): no menus, no data. */
export function ErrorLayout({ page, children }: { page: string; children: ReactNode }) {
  useBodyAttributes(page);
  return (
    <div className={styles.shell}>
      <div className={styles.top}>
        <span />
        <LanguageSwitcher />
      </div>
      <main id="content" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
