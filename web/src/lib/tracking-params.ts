/**
 * The affiliate and tracking parameters (docs/product.md#query-parameters): `ctag`, `btag`, `stag`,
 * `qtag` and `gclid` leave the address on arrival; `stag`, the affiliate tag, is kept in a cookie.
 * Pure.
 */
import { addressParams, hashWithoutParams, withoutParams } from './url-params';

export const TRACKING_PARAMS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;

/** The cookie that keeps the affiliate tag (30 days: `COOKIE_DAYS.affiliate`). */
export const AFFILIATE_COOKIE = 'stag';

/** The address's query and hash without the tracking parameters, and the affiliate tag it carried. */
export function withoutTracking(
  search: string,
  hash: string,
): { search: string; hash: string; stag: string | null } {
  return {
    search: withoutParams(search, TRACKING_PARAMS),
    hash: hashWithoutParams(hash, TRACKING_PARAMS),
    stag: addressParams(search, hash).get('stag') || null,
  };
}
