/** The results page's sections: an answer of `GET /search` by sport. Pure. */
import type { Match, SearchResults, Tournament } from '@/api/types';
import { teamsNamed, type TeamHit } from '@/lib/search-text';

type SportName = { key: string; name: string };

export type SportResults = {
  sport: SportName;
  teams: TeamHit<Match>[];
  leagues: Tournament[];
  matches: Match[];
};

/** Teams, leagues and matches of each sport, the sports in the order the answer first names them. */
export function resultsBySport(answer: SearchResults, query: string): SportResults[] {
  const sports = new Map<string, SportResults>();
  function section(sport: SportName | null | undefined): SportResults {
    const key = sport?.key ?? '';
    let found = sports.get(key);
    if (found === undefined) {
      found = { sport: { key, name: sport?.name ?? '' }, teams: [], leagues: [], matches: [] };
      sports.set(key, found);
    }
    return found;
  }
  for (const match of answer.matches) section(match.tournament?.sport).matches.push(match);
  for (const league of answer.tournaments) section(league.sport).leagues.push(league);
  for (const hit of teamsNamed(answer.matches, query)) section(hit.next.tournament?.sport).teams.push(hit);
  return [...sports.values()];
}
