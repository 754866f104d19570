import { matchesQueries, type MatchQuery } from '@/api/matches';
import { tournamentsQueries } from '@/api/tournaments';

/** The home page's blocks; the route loader prefetches the same queries so the page renders at once. */
export const HOME_BLOCKS = {
  live: {
    match_status: '1',
    sort_by: 'sport_priority,tournament_priority,start_time',
    max_per_sport: 3,
    limit: 12,
  },
  top: {
    match_status: '0',
    sort_by: 'sport_priority,tournament_priority,start_time',
    max_per_sport: 2,
    limit: 6,
  },
  upcoming: { match_status: '0', sort_by: 'start_time', limit: 10 },
} as const satisfies Record<string, MatchQuery>;

export function homeQueries(locale: string) {
  return {
    live: matchesQueries.list(locale, HOME_BLOCKS.live),
    top: matchesQueries.list(locale, HOME_BLOCKS.top),
    upcoming: matchesQueries.list(locale, HOME_BLOCKS.upcoming),
    leagues: tournamentsQueries.list(locale, {}),
  };
}
