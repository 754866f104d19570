import { matchesQueries, type MatchQuery } from '@/api/matches';
import { tournamentsQueries } from '@/api/tournaments';
import blocks from './home-blocks.json';

/**
 * The home page's blocks; the route loader prefetches the same queries so the page renders at once
 * (and the server inlines their answers: `app/routes/first-data.ts`). Not the signed-in player's
 * favourites (`favouriteQueries.matches`): private, they load once the session is known.
 */
export const HOME_BLOCKS: Readonly<Record<'live' | 'top' | 'upcoming' | 'favourites', MatchQuery>> = blocks;

export function homeQueries(locale: string) {
  return {
    live: matchesQueries.list(locale, HOME_BLOCKS.live),
    top: matchesQueries.list(locale, HOME_BLOCKS.top),
    upcoming: matchesQueries.list(locale, HOME_BLOCKS.upcoming),
    leagues: tournamentsQueries.list(locale, {}),
  };
}
