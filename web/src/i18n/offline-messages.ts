/**
 * The offline screen's texts (`offline-{sr,en}.json`), in a module of their own: only the offline
 * shell (`app/offline/offline-app.tsx`) imports it, and the service worker keeps both files.
 */
import { messageBundle } from './message-bundle';

/** Adds the offline screen's texts in every language (once); resolve it before rendering the screen. */
export const loadOfflineMessages = messageBundle(() =>
  Promise.all([import('./messages/offline-sr.json'), import('./messages/offline-en.json')]),
);
