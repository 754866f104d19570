import { describe, expect, it } from 'vitest';
import type { Match, SearchResults, Tournament } from '@/api/types';
import { resultsBySport } from './results-by-sport';
import { resultsTarget, searchOptions } from './search-options';

const football = { id: 1, key: 'football', name: 'Fudbal', type: 'regular' };
const handball = { id: 6, key: 'handball', name: 'Rukomet', type: 'regular' };

function match(id: number, sport: typeof football, home: string, away: string, start: string): Match {
  return {
    id,
    slug: `m-${id}`,
    name: `${home} - ${away}`,
    start_time: start,
    competitors: [
      { id: id * 10, name: home, qualifier: 'home' },
      { id: id * 10 + 1, name: away, qualifier: 'away' },
    ],
    tournament: { id: sport.id * 100, slug: `cup-${sport.key}`, name: 'Kup', sport },
  } as unknown as Match;
}

function league(id: number, sport: typeof football, name: string): Tournament {
  return { id, slug: `league-${id}`, name, sport } as unknown as Tournament;
}

// Competitor ids: a team keeps its id across its matches.
function withTeam(m: Match, index: number, id: number): Match {
  const competitors = m.competitors.map((c, i) => (i === index ? { ...c, id } : c));
  return { ...m, competitors };
}

const answer: SearchResults = {
  matches: [
    withTeam(match(1, football, 'Norveška', 'Mađarska', '2026-11-28T17:30:00Z'), 1, 99),
    withTeam(match(2, handball, 'Mađarska', 'Španija', '2026-11-26T19:00:00Z'), 0, 77),
    withTeam(match(3, football, 'Mađarska', 'Italija', '2026-11-25T17:30:00Z'), 0, 99),
  ],
  tournaments: [league(5, football, 'Mađarska liga')],
};

describe('searchOptions', () => {
  it('offers the named teams (to their next match), the leagues, the matches, then every result', () => {
    const options = searchOptions(answer, ' madar ');
    expect(options.map((o) => [o.kind, o.target])).toEqual([
      ['team', '/football/m-3'],
      ['team', '/handball/m-2'],
      ['league', '/football/league-5'],
      ['match', '/football/m-1'],
      ['match', '/handball/m-2'],
      ['match', '/football/m-3'],
      ['all', '/search?q=madar'],
    ]);
    expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
  });

  it('offers at most six matches', () => {
    const many = Array.from({ length: 9 }, (_, i) =>
      match(i + 1, football, `Tim ${i}`, 'Drugi', '2026-11-25T17:30:00Z'),
    );
    const options = searchOptions({ matches: many, tournaments: [] }, 'drugi');
    expect(options.filter((o) => o.kind === 'match')).toHaveLength(6);
  });

  it('offers nothing, not even every result, for an empty answer', () => {
    expect(searchOptions({ matches: [], tournaments: [] }, 'zzz')).toEqual([]);
  });
});

describe('resultsTarget', () => {
  it('carries the query, encoded', () => {
    expect(resultsTarget('Čuk & Co')).toBe('/search?q=%C4%8Cuk%20%26%20Co');
  });
});

describe('resultsBySport', () => {
  it('puts each team, league and match under its sport, sports in the order the answer names them', () => {
    const sections = resultsBySport(answer, 'madar');
    expect(sections.map((s) => s.sport.name)).toEqual(['Fudbal', 'Rukomet']);
    const [first, second] = sections;
    expect(first?.matches.map((m) => m.id)).toEqual([1, 3]);
    expect(first?.leagues.map((l) => l.id)).toEqual([5]);
    expect(first?.teams.map((t) => [t.team.id, t.next.id])).toEqual([[99, 3]]);
    expect(second?.matches.map((m) => m.id)).toEqual([2]);
    expect(second?.teams.map((t) => t.team.id)).toEqual([77]);
  });
});
