/**
 * The notification centre's texts (`notifications-{sr,en}.json`), like the bundles of
 * `lazy-messages.ts` but in a module of their own: only the lazily loaded bell imports it, so not
 * even its loader is part of the home route's initial JavaScript.
 */
import { i18n } from './i18n';

let notificationMessages: Promise<void> | null = null;

/** Adds the notification centre's texts in every language (once); resolve it before rendering the bell. */
export function loadNotificationMessages(): Promise<void> {
  notificationMessages ??= Promise.all([
    import('./messages/notifications-sr.json'),
    import('./messages/notifications-en.json'),
  ]).then(([sr, en]) => {
    i18n.addResourceBundle('sr', 'translation', sr.default, true, true);
    i18n.addResourceBundle('en', 'translation', en.default, true, true);
  });
  return notificationMessages;
}
