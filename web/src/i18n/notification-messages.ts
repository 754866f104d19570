/**
 * The notification centre's texts (`notifications-{sr,en}.json`), like the bundles of
 * `lazy-messages.ts` but in a module of their own: only the lazily loaded bell imports it, so not
 * even its loader is part of the home route's initial JavaScript.
 */
import { messageBundle } from './message-bundle';

/** Adds the notification centre's texts in every language (once); resolve it before rendering the bell. */
export const loadNotificationMessages = messageBundle(() =>
  Promise.all([import('./messages/notifications-sr.json'), import('./messages/notifications-en.json')]),
);
