import { lazy, Suspense } from 'react';
import { whenIdle } from '@/lib/idle';

/*
 * The ticket panel is not part of the first paint (the server draws header and heading only), and
 * the home route's initial JavaScript is at its budget: the panel loads once the page is idle, the
 * slip inside it with the first selection (`features/betslip/betslip-lazy.tsx`).
 */
const TicketContent = lazy(() =>
  whenIdle()
    .then(() => import('./ticket-content'))
    .then((module) => ({ default: module.TicketContent })),
);

export function LazyTicketPanel() {
  return (
    <Suspense fallback={null}>
      <TicketContent />
    </Suspense>
  );
}
