import type { Match, Tournament } from '@/api/types';

/** `/football/radnicki-vs-real-12345` (the locale and base path are added by the link). */
export function matchTarget(match: Match): string {
  return `/${match.tournament?.sport?.key ?? 'sport'}/${match.slug}`;
}

/** `/football/england-first-league`. */
export function leagueTarget(sportKey: string, tournament: Pick<Tournament, 'slug'>): string {
  return `/${sportKey}/${tournament.slug}`;
}
