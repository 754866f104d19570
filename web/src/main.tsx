import '@/components/ui/tokens.css';
import '@/components/ui/global.css';
// First, before the router reads the address: the tracking parameters leave it.
import '@/app/arrival';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { appRouter, whenFirstPageReady } from '@/app/router';
import { whenIdle } from '@/lib/idle';
import { config } from '@/config/config';
import { isInFrame } from '@/frame/parent-messages';
import { loadLocaleMessages } from '@/i18n/i18n';
import { parseLocalePath } from '@/lib/paths';
import { loadTicketStore, provideTicketStore } from '@/ticket/slip-view';

/** Starts the app; its first page's language. */
function startApp(root: HTMLElement): string {
  const { locale } = parseLocalePath(window.location.pathname, config.locale);
  const router = appRouter();
  void Promise.all([whenFirstPageReady(router, 500), loadLocaleMessages(locale)]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
  // Inside a frame only: the frame protocol with the host page (docs/embedding.md).
  if (isInFrame()) void import('@/app/embed/frame-bridge').then((bridge) => bridge.startFrameBridge());
  // The ticket store loads when the page is idle (at the latest with the first odds click, or the
  // slip UI), so a click on a price does not wait for its code; its prices follow realtime.
  provideTicketStore(() =>
    Promise.all([import('@/ticket/ticket-store'), import('@/app/slip-prices')]).then(([module, prices]) => {
      prices.followSlipMatches(module.ticketStore);
      return module.ticketStore;
    }),
  );
  void whenIdle().then(loadTicketStore);
  return locale;
}

const root = document.getElementById('root');
let locale: string | null = null;
// The offline shell: the service worker's answer to a page it could not fetch (decision 028).
if (root && document.documentElement.hasAttribute('data-offline')) {
  void import('@/app/offline/offline-app').then((offline) => offline.renderOfflineApp(root));
} else if (root) {
  locale = startApp(root);
}
void whenIdle()
  .then(() => import('@/app/idle-tasks'))
  .then((tasks) => tasks.runIdleTasks(locale));
