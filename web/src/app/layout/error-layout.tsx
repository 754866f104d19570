import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/features/preferences-menu/language-switcher';
import { useBodyAttributes } from './body-attributes';
import { CookieConsent } from './cookie-consent';
import styles from './error-layout.module.css';
import { LazyFooter } from './footer-lazy';

/**
 * The separate minimal wrapper of error pages (docs/product.md#error-pages): no menus, no data. The
 * footer comes below the screen-tall page, so it moves nothing when it arrives.
 */
export function ErrorLayout({ page, children }: { page: string; children: ReactNode }) {
  useBodyAttributes(page);
  return (
    <>
      <div className={styles.shell}>
        <div className={styles.top}>
          <span />
          <LanguageSwitcher />
        </div>
        <main id="content" className={styles.main}>
          {children}
        </main>
      </div>
      <LazyFooter />
      <CookieConsent />
    </>
  );
}
