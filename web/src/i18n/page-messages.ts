/**
 * The texts of the pages that are mostly text (`pages-{sr,en}.json`: the general rules, about,
 * the operator's own pages; also the favourites page's notices), in a module of their own like `search-messages.ts`: only those
 * pages' routes (and the build's first paints) import it, so the home route's initial JavaScript
 * carries none of their prose.
 */
import { messageBundle } from './message-bundle';

/** Adds those pages' texts in every language (once); resolve it before rendering one of them. */
export const loadPageMessages = messageBundle(() =>
  Promise.all([import('./messages/pages-sr.json'), import('./messages/pages-en.json')]),
);
