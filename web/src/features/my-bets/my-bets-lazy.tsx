import { lazy, Suspense } from 'react';
import { loadMyBetsMessages } from '@/i18n/lazy-messages';

/* My Bets' code and texts load when the tab is first opened (the home route is at its budget). */
const MyBetsTab = lazy(() =>
  Promise.all([import('./my-bets-tab'), loadMyBetsMessages()]).then(([module]) => ({
    default: module.MyBetsTab,
  })),
);

export function LazyMyBetsTab({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Suspense fallback={null}>
      <MyBetsTab onSignIn={onSignIn} />
    </Suspense>
  );
}
