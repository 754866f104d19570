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

function startApp(root: HTMLElement): void {
  const { locale } = parseLocalePath(window.location.pathname, config.locale);
  const router = appRouter();
  void Promise.all([whenFirstPageReady(router, 500), loadLocaleMessages(locale)]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
  // A slip saved by an earlier visit comes back once the first page is on screen.
  void whenIdle()
    .then(() => import('@/app/restore-ticket'))
    .then((module) => module.restoreTicket(locale));
  // Inside a frame only: the frame protocol with the host page (docs/embedding.md).
  if (isInFrame()) void import('@/app/embed/frame-bridge').then((bridge) => bridge.startFrameBridge());
  // The device id cookie is written (its lifetime restarted) on every visit, not only with a bet.
  void whenIdle()
    .then(() => import('@/lib/device-id'))
    .then((module) => module.deviceId());
  // The ticket store loads when the page is idle (at the latest with the first odds click, or the
  // slip UI), so a click on a price does not wait for its code; its prices follow realtime.
  provideTicketStore(() =>
    Promise.all([import('@/ticket/ticket-store'), import('@/app/slip-prices')]).then(([module, prices]) => {
      prices.followSlipMatches(module.ticketStore);
      return module.ticketStore;
    }),
  );
  void whenIdle().then(loadTicketStore);
}

const root = document.getElementById('root');
// The offline shell: the service worker's answer to a page it could not fetch (decision 028).
if (root && document.documentElement.hasAttribute('data-offline')) {
  void import('@/app/offline/offline-app').then((offline) => offline.renderOfflineApp(root));
} else if (root) {
  startApp(root);
}
void whenIdle().then(() => import('@/app/fonts'));

// The installable app shell's worker: top-level pages only (a frame belongs to its host's page).
const worker = config.serviceWorkerUrl;
if (worker !== null && !isInFrame() && 'serviceWorker' in navigator) {
  void whenIdle().then(() => navigator.serviceWorker.register(worker).catch(() => undefined));
}
