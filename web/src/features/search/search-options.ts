/** What the search field offers for an answer of `GET /search`, and the results page's address. Pure. */
import type { Match, SearchResults, Tournament } from '@/api/types';
import { leagueTarget, matchTarget } from '@/lib/match-paths';
import { teamsNamed } from '@/lib/search-text';

/** The results page of a query (under the sports base path). */
export function resultsTarget(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}

/** Where an option leads (an in-app target) and its key among the options. */
type Place = { key: string; target: string };

export type SearchOption =
  /** A team the query names; it leads to the team's next match. */
  | (Place & { kind: 'team'; name: string; match: Match })
  | (Place & { kind: 'league'; league: Tournament })
  | (Place & { kind: 'match'; match: Match })
  /** Every result, on the results page. */
  | (Place & { kind: 'all'; query: string });

export type OptionKind = SearchOption['kind'];

/** How many of each the field offers: the results page shows them all. */
const OFFERED = { team: 3, league: 3, match: 6 } as const;

/** The options in the order the field lists them: teams, leagues, matches, then all results (if any). */
export function searchOptions(answer: SearchResults, query: string): SearchOption[] {
  const teams = teamsNamed(answer.matches, query)
    .slice(0, OFFERED.team)
    .map(({ team, next }): SearchOption => ({
      kind: 'team',
      key: `team-${team.id}`,
      target: matchTarget(next),
      name: team.name,
      match: next,
    }));
  const leagues = answer.tournaments.slice(0, OFFERED.league).map((league): SearchOption => ({
    kind: 'league',
    key: `league-${league.id}`,
    target: leagueTarget(league.sport?.key ?? 'sport', league),
    league,
  }));
  const matches = answer.matches.slice(0, OFFERED.match).map((match): SearchOption => ({
    kind: 'match',
    key: `match-${match.id}`,
    target: matchTarget(match),
    match,
  }));
  const found = [...teams, ...leagues, ...matches];
  if (found.length === 0) return [];
  return [...found, { kind: 'all', key: 'all', target: resultsTarget(query), query: query.trim() }];
}
