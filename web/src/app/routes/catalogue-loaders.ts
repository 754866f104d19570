// Loaders of the sport and `/{sport}/{slug}` routes. They are bundled with the entry (the page
// components stay lazy), so data requests start in parallel with the page's code.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@/api/client';
import type { matchesQueries } from '@/api/matches';
import type { sportsQueries } from '@/api/sports';
import type { Category, Match, Sport, Tournament } from '@/api/types';
import { config } from '@/config/config';
import { matchIdFromSlug } from '@/lib/grouping';
import { localizedPath } from '@/lib/paths';
import { queryClient } from '../query-client';
import { FIRST_DATA } from './first-data';
import { localeOf, notFound } from './route-helpers';

async function findSport(
  query: ReturnType<typeof sportsQueries.list>,
  key: string | undefined,
): Promise<Sport> {
  const sports = await queryClient.ensureQueryData(query);
  const sport = sports.find((candidate) => candidate.key === key);
  if (!sport) notFound();
  return sport;
}

export async function sportLoader({ params, request }: LoaderFunctionArgs) {
  return { sport: await findSport(FIRST_DATA.sport(localeOf(request)).sports, params.sport) };
}

export type Resolved =
  | { page: 'match'; sport: Sport; match: Match }
  | { page: 'category'; sport: Sport; category: Category }
  | { page: 'league'; sport: Sport; league: Tournament };

async function loadMatch(query: ReturnType<typeof matchesQueries.detail>): Promise<Match> {
  try {
    return await queryClient.fetchQuery(query);
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) notFound();
    throw error;
  }
}

/** `/{sport}/{slug}` is a match (slug ends in `-{id}`), else a category or a league of that sport. */
export async function slugLoader({ params, request }: LoaderFunctionArgs): Promise<Resolved> {
  const locale = localeOf(request);
  const slug = params.slug ?? '';
  const matchId = matchIdFromSlug(slug);
  if (matchId !== undefined) {
    const queries = FIRST_DATA.match(locale, { match: { id: matchId } });
    // Markets start loading with the match; they fill the bottom of the page, so it need not wait.
    void queryClient.prefetchQuery(queries.markets);
    const [sport, match] = await Promise.all([
      findSport(queries.sports, params.sport),
      loadMatch(queries.match),
    ]);
    const canonicalSport = match.tournament?.sport?.key;
    if (canonicalSport !== sport.key || match.slug !== slug) {
      if (!canonicalSport) notFound();
      throw redirect(localizedPath(`/${canonicalSport}/${match.slug}`, locale, config.locale));
    }
    return { page: 'match', sport, match };
  }
  // Category and league pages load the same: the sport's categories and leagues.
  const queries = FIRST_DATA.category(locale, { sport: { key: params.sport ?? '' } });
  const [sport, categories, leagues] = await Promise.all([
    findSport(queries.sports, params.sport),
    queryClient.ensureQueryData(queries.categories),
    queryClient.ensureQueryData(queries.leagues),
  ]);
  const category = categories.find((candidate) => candidate.slug === slug);
  if (category) return { page: 'category', sport, category };
  const league = leagues.find((candidate) => candidate.slug === slug);
  if (league) return { page: 'league', sport, league };
  notFound();
}
