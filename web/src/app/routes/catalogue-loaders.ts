// Loaders of the sport and `/{sport}/{slug}` routes. They are bundled with the entry (the page
// components stay lazy), so data requests start in parallel with the page's code.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { categoriesQueries } from '@/api/categories';
import { ApiError } from '@/api/client';
import { marketsQueries } from '@/api/markets';
import { matchesQueries } from '@/api/matches';
import { sportsQueries } from '@/api/sports';
import { tournamentsQueries } from '@/api/tournaments';
import type { Category, Match, Sport, Tournament } from '@/api/types';
import { config } from '@/config/config';
import { matchIdFromSlug } from '@/lib/grouping';
import { localizedPath } from '@/lib/paths';
import { queryClient } from '../query-client';
import { localeOf, notFound } from './route-helpers';

async function findSport(locale: string, key: string | undefined): Promise<Sport> {
  const sports = await queryClient.ensureQueryData(sportsQueries.list(locale));
  const sport = sports.find((candidate) => candidate.key === key);
  if (!sport) notFound();
  return sport;
}

export async function sportLoader({ params, request }: LoaderFunctionArgs) {
  return { sport: await findSport(localeOf(request), params.sport) };
}

export type Resolved =
  | { page: 'match'; sport: Sport; match: Match }
  | { page: 'category'; sport: Sport; category: Category }
  | { page: 'league'; sport: Sport; league: Tournament };

async function loadMatch(locale: string, id: number): Promise<Match> {
  try {
    return await queryClient.fetchQuery(matchesQueries.detail(locale, id));
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
    // Markets start loading with the match; they fill the bottom of the page, so it need not wait.
    void queryClient.prefetchQuery(marketsQueries.ofMatch(locale, matchId));
    const [sport, match] = await Promise.all([findSport(locale, params.sport), loadMatch(locale, matchId)]);
    const canonicalSport = match.tournament?.sport?.key;
    if (canonicalSport !== sport.key || match.slug !== slug) {
      if (!canonicalSport) notFound();
      throw redirect(localizedPath(`/${canonicalSport}/${match.slug}`, locale, config.locale));
    }
    return { page: 'match', sport, match };
  }
  const [sport, categories, leagues] = await Promise.all([
    findSport(locale, params.sport),
    queryClient.ensureQueryData(categoriesQueries.ofSport(locale, params.sport ?? '')),
    queryClient.ensureQueryData(tournamentsQueries.list(locale, { sport_key: params.sport ?? '' })),
  ]);
  const category = categories.find((candidate) => candidate.slug === slug);
  if (category) return { page: 'category', sport, category };
  const league = leagues.find((candidate) => candidate.slug === slug);
  if (league) return { page: 'league', sport, league };
  notFound();
}
