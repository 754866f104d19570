/**
 * Each page kind's first data: the queries its loader makes before the page renders. The loaders
 * use these, and the build writes the requests they make (`dist/.vite/routes.json`, spelled by
 * `api/client.ts` itself) so the server can inline the answers into the page's HTML (decision 006).
 * `data` is the page's data as the server holds it (the API's shapes): only the fields named here
 * decide a request.
 */
import { categoriesQueries } from '@/api/categories';
import { marketsQueries } from '@/api/markets';
import { matchesQueries } from '@/api/matches';
import { sportsQueries } from '@/api/sports';
import { tournamentsQueries } from '@/api/tournaments';
import { homeQueries } from '@/features/events/home-queries';

type SportData = { sport: { key: string } };
type MatchData = { match: { id: number } };

/** The category and league pages: the sport's categories and leagues, to find the slug in. */
function ofSport(locale: string, { sport }: SportData) {
  return {
    sports: sportsQueries.list(locale),
    categories: categoriesQueries.ofSport(locale, sport.key),
    leagues: tournamentsQueries.list(locale, { sport_key: sport.key }),
  };
}

export const FIRST_DATA = {
  // The sports list is the shell's too (the menu); the home page's loader waits for all of them.
  home: (locale: string) => ({ sports: sportsQueries.list(locale), ...homeQueries(locale) }),
  sport: (locale: string) => ({ sports: sportsQueries.list(locale) }),
  category: ofSport,
  league: ofSport,
  match: (locale: string, { match }: MatchData) => ({
    sports: sportsQueries.list(locale),
    match: matchesQueries.detail(locale, match.id),
    markets: marketsQueries.ofMatch(locale, match.id),
  }),
};
