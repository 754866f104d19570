/** Names compared as the search compares them (docs/product.md#search, the server's `catalogue/search.rs`). Pure. */

/** Letters that do not split into a base letter and a mark. */
const UNSPLIT: Readonly<Record<string, string>> = { đ: 'd', ł: 'l', ø: 'o' };

/** Lower case without diacritics: `Čukarički` → `cukaricki`, `Mađarska` → `madarska`. */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đłø]/g, (letter) => UNSPLIT[letter] ?? letter);
}

type Team = { id: number; name: string };

/** A team the query names, with its next match. */
export type TeamHit<M> = { team: Team; next: M };

/**
 * The teams of `matches` whose name contains `query` (case and accents aside), in the order they
 * first appear, each with its next match among them: the earliest kick-off, so a live match first.
 * Only names that contain the query: a match the server found by a typo names no team here.
 */
export function teamsNamed<M extends { competitors: readonly Team[]; start_time: string }>(
  matches: readonly M[],
  query: string,
): TeamHit<M>[] {
  const needle = foldName(query.trim());
  if (needle === '') return [];
  const hits = new Map<number, TeamHit<M>>();
  for (const match of matches) {
    for (const team of match.competitors) {
      if (!foldName(team.name).includes(needle)) continue;
      const hit = hits.get(team.id);
      if (hit === undefined || Date.parse(match.start_time) < Date.parse(hit.next.start_time))
        hits.set(team.id, { team, next: match });
    }
  }
  return [...hits.values()];
}
