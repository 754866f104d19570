/**
 * What arriving on any page does before the router reads the address (`main.tsx` imports this
 * module first, for its effect): the affiliate and tracking parameters leave the address — a
 * history replace keeping the other parameters, the hash and the router's history state — and
 * the affiliate tag goes into its cookie (docs/product.md#query-parameters, decision 029). The
 * cookie code loads only when the address carries a tag: the first page does not carry it.
 */
import { AFFILIATE_COOKIE, withoutTracking } from '@/lib/tracking-params';

const { pathname, search, hash } = window.location;
const kept = withoutTracking(search, hash);
if (kept.search !== search || kept.hash !== hash) {
  window.history.replaceState(window.history.state, '', pathname + kept.search + kept.hash);
}
const { stag } = kept;
if (stag !== null) {
  void import('@/lib/cookies').then((cookies) =>
    cookies.writeCookie(AFFILIATE_COOKIE, stag, cookies.COOKIE_DAYS.affiliate),
  );
}
