/**
 * What a live score by sets or innings leaves out (decision 042): the games of the set in play
 * (tennis), the points of the game or set in play and who serves (tennis, table tennis,
 * volleyball; a cyber map's rounds), or each cricket side's card, runs/wickets (overs.balls). The
 * match page's scoreboard and the live list rows draw it. Pure: the catalogue's shapes are declared
 * structurally.
 */

type Pair<T> = { home: T; away: T };

type LiveStatistics = {
  /** Points as called (`"40"`, `"A"`), or a cricket side's card (`"145/3 (17.2)"`). */
  game_score?: Pair<string> | null;
  /** `home` or `away`. */
  current_server?: string | null;
  period_score: readonly Pair<number>[];
};

export type Side = 'home' | 'away';

/** A cricket side's card: the runs and wickets, and the overs (`"145/3"`, `"17.2"`). */
export type CricketCard = { score: string; overs: string | null };

export type LiveDetail =
  | {
      kind: 'points';
      /** The games of the set in play (tennis only), else null. */
      games: Pair<number> | null;
      points: Pair<string>;
      server: Side | null;
    }
  | { kind: 'cricket'; cards: Pair<CricketCard> };

/** `"145/3 (17.2)"` → `{ score: "145/3", overs: "17.2" }`; a text of another shape is the score alone. */
export function cricketCard(text: string): CricketCard {
  const match = /^(\S+)\s*\((\d+(?:\.\d+)?)\)$/.exec(text.trim());
  return match ? { score: match[1] as string, overs: match[2] as string } : { score: text, overs: null };
}

/** The live detail of a match of `sportKey`; null when its statistics have none (not in play, or a sport without). */
export function liveDetail(
  sportKey: string,
  statistics: LiveStatistics | null | undefined,
): LiveDetail | null {
  const points = statistics?.game_score;
  if (!statistics || !points) return null;
  if (sportKey === 'cricket') {
    return { kind: 'cricket', cards: { home: cricketCard(points.home), away: cricketCard(points.away) } };
  }
  const server = statistics.current_server;
  const set = sportKey === 'tennis' ? statistics.period_score.at(-1) : undefined;
  return {
    kind: 'points',
    games: set ? { home: set.home, away: set.away } : null,
    points: { home: points.home, away: points.away },
    server: server === 'home' || server === 'away' ? server : null,
  };
}
