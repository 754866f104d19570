import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { categoriesQueries } from '@/api/categories';
import { ApiError } from '@/api/client';
import { matchesQueries } from '@/api/matches';
import { sportsQueries } from '@/api/sports';
import { tournamentsQueries } from '@/api/tournaments';
import type { Category, Match, Sport, Tournament } from '@/api/types';
import { config } from '@/config/config';
import { CategoryEvents } from '@/features/events/category-events';
import { LeagueEvents } from '@/features/events/league-events';
import { MatchDetail } from '@/features/match-detail/match-detail';
import { matchIdFromSlug } from '@/lib/grouping';
import { localizedPath } from '@/lib/paths';
import { useDocumentMeta } from '../layout/document-meta';
import { queryClient } from '../query-client';
import { localeOf, notFound } from './route-helpers';

type Resolved =
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
export async function loader({ params, request }: LoaderFunctionArgs): Promise<Resolved> {
  const locale = localeOf(request);
  const slug = params.slug ?? '';
  const sports = await queryClient.ensureQueryData(sportsQueries.list(locale));
  const sport = sports.find((candidate) => candidate.key === params.sport);
  if (!sport) notFound();
  const matchId = matchIdFromSlug(slug);
  if (matchId !== undefined) {
    const match = await loadMatch(locale, matchId);
    const canonicalSport = match.tournament?.sport?.key;
    if (canonicalSport !== sport.key || match.slug !== slug) {
      if (!canonicalSport) notFound();
      throw redirect(localizedPath(`/${canonicalSport}/${match.slug}`, locale, config.locale));
    }
    return { page: 'match', sport, match };
  }
  const [categories, leagues] = await Promise.all([
    queryClient.ensureQueryData(categoriesQueries.ofSport(locale, sport.key)),
    queryClient.ensureQueryData(tournamentsQueries.list(locale, { sport_key: sport.key })),
  ]);
  const category = categories.find((candidate) => candidate.slug === slug);
  if (category) return { page: 'category', sport, category };
  const league = leagues.find((candidate) => candidate.slug === slug);
  if (league) return { page: 'league', sport, league };
  notFound();
}

function MatchPage({ match }: { match: Match }) {
  const [home, away] = match.competitors;
  useDocumentMeta('match', {
    home: home?.name ?? match.name,
    away: away?.name ?? '',
    league: match.tournament?.name ?? '',
    date: new Date(match.start_time).toISOString().slice(0, 10),
  });
  return <MatchDetail key={match.id} initial={match} />;
}

function CategoryPage({ sport, category }: { sport: Sport; category: Category }) {
  useDocumentMeta('category', { sport: sport.name, category: category.name });
  return <CategoryEvents key={category.id} sport={sport} category={category} />;
}

function LeaguePage({ sport, league }: { sport: Sport; league: Tournament }) {
  useDocumentMeta('league', { sport: sport.name, league: league.name });
  return <LeagueEvents key={league.id} sport={sport} league={league} />;
}

export function Component() {
  const resolved = useLoaderData<typeof loader>();
  switch (resolved.page) {
    case 'match':
      return <MatchPage match={resolved.match} />;
    case 'category':
      return <CategoryPage sport={resolved.sport} category={resolved.category} />;
    case 'league':
      return <LeaguePage sport={resolved.sport} league={resolved.league} />;
  }
}
