/**
 * How long a live bet waits in `submitted` before the server decides (docs/product.md#live-delay):
 * the server's own figure when the answer carries one, else a per-sport default in seconds. Pure.
 */
const SPORT_DELAYS: Readonly<Record<string, number>> = {
  football: 8,
  soccer: 8,
  basketball: 5,
  tennis: 5,
  ice_hockey: 6,
  'ice-hockey': 6,
  icehockey: 6,
};
const DEFAULT_DELAY = 8;

export function liveDelaySeconds(sportKeys: readonly string[], fromServer?: number | null): number {
  if (typeof fromServer === 'number' && Number.isFinite(fromServer) && fromServer > 0) {
    return Math.ceil(fromServer);
  }
  // A combo of several live sports waits as long as its slowest sport.
  if (sportKeys.length === 0) return DEFAULT_DELAY;
  return Math.max(...sportKeys.map((key) => SPORT_DELAYS[key] ?? DEFAULT_DELAY));
}
