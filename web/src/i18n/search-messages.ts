/**
 * The search's texts (`search-{sr,en}.json`: the field's suggestions, hints and the results page),
 * like the bundles of `lazy-messages.ts` but in a module of their own: only the lazily loaded
 * suggestions and the results page import it, so not even its loader is part of the home route's
 * initial JavaScript. The field itself (label, placeholder) keeps its texts in `sr.json`/`en.json`.
 */
import { messageBundle } from './message-bundle';

/** Adds the search's texts in every language (once); resolve it before rendering suggestions or results. */
export const loadSearchMessages = messageBundle(() =>
  Promise.all([import('./messages/search-sr.json'), import('./messages/search-en.json')]),
);
