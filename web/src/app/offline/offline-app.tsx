/**
 * The offline shell (docs/decisions/028-installable-app-shell.md): what a page shows when the
 * service worker could not fetch it and answered with the build's `offline.html`. It says the
 * player is offline, in the address's language, and offers to try again; it starts no page loader
 * and no slip, so it shows no price, balance or bet.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, useLocation } from 'react-router';
import { config } from '@/config/config';
import { loadOfflineMessages } from '@/i18n/offline-messages';
import { parseLocalePath } from '@/lib/paths';
import { App } from '../app';
import { LocaleRoot } from '../locale-root';
import { OfflineScreen } from './offline-screen';

/** Renders the offline screen into `root` at whatever address the player asked for. */
export function renderOfflineApp(root: HTMLElement): void {
  const router = createBrowserRouter([{ path: '*', Component: OfflineRoute }]);
  void loadOfflineMessages().then(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

function OfflineRoute() {
  const { locale } = parseLocalePath(useLocation().pathname, config.locale);
  return (
    <LocaleRoot locale={locale}>
      <OfflineScreen />
    </LocaleRoot>
  );
}
