/**
 * The device id (docs/product.md#client-storage): one random id per browser, sent as the
 * placement's `meta.device_id`. Kept in a cookie for 7300 days and, as before the cookie, in local
 * storage (`device_id`): an id saved there by an earlier version is kept, and the copy survives
 * where cookies are refused (a host page's frame that blocks third-party cookies). Every call
 * writes the cookie again, so its lifetime restarts with each visit: browsers cap a cookie at
 * 400 days (decision 029).
 */
import { COOKIE_DAYS, readCookie, writeCookie } from './cookies';
import { randomId } from './random-id';

const NAME = 'device_id';

let current: string | undefined;

function stored(): string | null {
  try {
    return window.localStorage.getItem(NAME);
  } catch {
    return null;
  }
}

function store(id: string): void {
  try {
    window.localStorage.setItem(NAME, id);
  } catch {
    // Storage refused (private mode, sandbox): the cookie and this page still have it.
  }
}

export function deviceId(): string {
  current ??= readCookie(NAME) ?? stored() ?? randomId();
  writeCookie(NAME, current, COOKIE_DAYS.deviceId);
  store(current);
  return current;
}
