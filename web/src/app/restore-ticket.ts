/**
 * docs/product.md#slip-persistence: a slip saved by an earlier visit is rebuilt from each match's current
 * markets once the page is idle. Nothing saved → the ticket store is not even loaded.
 */
import { ApiError } from '@/api/client';
import { fetchMarkets } from '@/api/markets';
import type { Market } from '@/api/types';
import { loadTicketStore } from '@/ticket/slip-view';

/** `lib/ticket/persistence.ts` `STORAGE_KEY` (not imported: it would pull the module into this chunk). */
const SAVED_TICKET_KEY = 'bets';

function hasSavedTicket(): boolean {
  try {
    return Boolean(window.localStorage.getItem(SAVED_TICKET_KEY));
  } catch {
    return false;
  }
}

/** The current markets of each match; a match the API no longer knows (404) is left out: gone. */
async function marketsOf(locale: string, matchIds: number[]): Promise<Record<number, readonly Market[]>> {
  const entries = await Promise.all(
    matchIds.map(async (id): Promise<[number, Market[]] | undefined> => {
      try {
        return [id, (await fetchMarkets(locale, id)).data];
      } catch (error) {
        if (error instanceof ApiError && error.isNotFound) return undefined;
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== undefined));
}

export function restoreTicket(locale: string): void {
  if (!hasSavedTicket()) return;
  void loadTicketStore().then((store) => store.restore((ids) => marketsOf(locale, ids)));
}
