import { lazy, Suspense } from 'react';
import { loadAccountMessages } from '@/i18n/lazy-messages';
import { whenIdle } from '@/lib/idle';
import styles from '@/features/account/account-placeholder.module.css';

/*
 * The account UI loads once the page is idle after the first paint: the home route's initial
 * JavaScript stays within its budget, nothing competes with the first paint, and the header keeps
 * the account area's size meanwhile (no layout shift).
 */
const AccountMenu = lazy(() =>
  whenIdle()
    .then(() => Promise.all([import('./account-area'), loadAccountMessages()]))
    .then(([module]) => ({
      default: module.AccountArea,
    })),
);
const AccountOverlays = lazy(() =>
  whenIdle()
    .then(() => Promise.all([import('./account-layer'), loadAccountMessages()]))
    .then(([module]) => ({
      default: module.AccountLayer,
    })),
);

export function LazyAccountMenu() {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <AccountMenu />
    </Suspense>
  );
}

export function LazyAccountOverlays() {
  return (
    <Suspense fallback={null}>
      <AccountOverlays />
    </Suspense>
  );
}
