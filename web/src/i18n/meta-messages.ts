/**
 * The pages' titles and descriptions (`meta-{sr,en}.json`, also the server's source for the head
 * it renders), in a bundle of their own: the first page's head comes from the server, so the
 * app needs them only from the first navigation or alert on, and the initial JavaScript does not.
 */
import { messageBundle } from './message-bundle';

/** Adds the titles and descriptions in every language (once). */
export const loadMetaMessages = messageBundle(() =>
  Promise.all([import('./messages/meta-sr.json'), import('./messages/meta-en.json')]),
);
