/** In-app targets of matches and leagues (the locale and base path are added by the link). Pure. */

type MatchPlace = { slug: string; tournament?: { sport?: { key: string } | null } | null };

/** `/football/radnicki-vs-real-12345`. */
export function matchTarget(match: MatchPlace): string {
  return `/${match.tournament?.sport?.key ?? 'sport'}/${match.slug}`;
}

/** `/football/england-first-league`. */
export function leagueTarget(sportKey: string, tournament: { slug: string }): string {
  return `/${sportKey}/${tournament.slug}`;
}
