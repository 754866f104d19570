/**
 * The texts of the general rules and about pages (`static-pages-{sr,en}.json`), in a module of
 * their own like the search's: only those pages' route modules import it, so the home route's
 * initial JavaScript does not carry them. Their titles and descriptions stay in `meta.*`.
 */
import { messageBundle } from './message-bundle';

/** Adds the static pages' texts in every language (once); resolve it before rendering either page. */
export const loadStaticPageMessages = messageBundle(() =>
  Promise.all([import('./messages/static-pages-sr.json'), import('./messages/static-pages-en.json')]),
);
