/**
 * The footer's texts (`footer-{sr,en}.json`), in a module of their own like the notification
 * centre's: only the lazily loaded footer imports it, so the home route's initial JavaScript does
 * not carry them.
 */
import { messageBundle } from './message-bundle';

/** Adds the footer's texts in every language (once); resolve it before rendering the footer. */
export const loadFooterMessages = messageBundle(() =>
  Promise.all([import('./messages/footer-sr.json'), import('./messages/footer-en.json')]),
);
