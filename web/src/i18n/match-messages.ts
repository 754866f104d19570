/**
 * The match page's own texts (`match-{sr,en}.json`: the market cards' line tables, collapsing),
 * in a module of their own like `search-messages.ts`: only the match page's markets import it, so
 * the home route's initial JavaScript carries none of them.
 */
import { messageBundle } from './message-bundle';

/** Adds the match page's texts in every language (once); resolve it before rendering the markets. */
export const loadMatchMessages = messageBundle(() =>
  Promise.all([import('./messages/match-sr.json'), import('./messages/match-en.json')]),
);
