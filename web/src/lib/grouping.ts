/** Grouping of match lists for display, keeping the server's order (docs/product.md#catalogue-lists). Pure. */

export type Group<K, T> = { key: K; items: T[] };

/** Consecutive-insensitive grouping: groups appear in order of their first item. */
export function groupBy<K, T>(items: readonly T[], keyOf: (item: T) => K): Group<K, T>[] {
  const groups = new Map<K, Group<K, T>>();
  for (const item of items) {
    const key = keyOf(item);
    let group = groups.get(key);
    if (!group) {
      group = { key, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** Sorts by priority (lower is more prominent, as the server ranks), then name. */
export function byPriority<T extends { priority: number; name: string }>(a: T, b: T): number {
  return a.priority - b.priority || a.name.localeCompare(b.name);
}

/** Whether a slug names a match (`…-{id}`), and its id. */
export function matchIdFromSlug(slug: string): number | undefined {
  const match = /-(\d+)$/.exec(slug);
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}
