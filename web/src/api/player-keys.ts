/**
 * The query-key prefixes of the signed-in player's data (`api/player.ts` reads it). A module of its
 * own: the first page needs the keys (the live hub, the favourite stars, the session's end) but
 * not the player's fetchers and queries, which load with the account UI.
 */

/** Query-key prefixes of the player's data; everything under `all` is dropped on sign-out. */
export const playerKeys = {
  all: ['platform', 'player'] as const,
  profile: ['platform', 'player', 'profile'] as const,
  accounts: ['platform', 'player', 'accounts'] as const,
  transactions: ['platform', 'player', 'transactions'] as const,
  phone: ['platform', 'player', 'phone'] as const,
  compPoints: ['platform', 'player', 'comp-points'] as const,
  statusGroups: ['platform', 'player', 'status-groups'] as const,
};
