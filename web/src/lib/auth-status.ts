/**
 * The auth status (docs/product.md#auth-status): UNKNOWN at start, PENDING while the profile loads, then LOGGED_IN or
 * NOT_LOGGED_IN from the profile's `is_logged_in`. Pure: the store lives in `api/session.ts`.
 */
export type AuthStatus = 'UNKNOWN' | 'PENDING' | 'LOGGED_IN' | 'NOT_LOGGED_IN';

export type AuthEvent =
  | { type: 'profile_load_started' }
  | { type: 'profile_loaded'; isLoggedIn: boolean }
  | { type: 'profile_load_failed' }
  | { type: 'signed_in' }
  | { type: 'signed_out' }
  | { type: 'session_ended' };

/** The status after `event`. A failed load (network, 5xx) keeps a known status and else says "not logged in". */
export function nextAuthStatus(current: AuthStatus, event: AuthEvent): AuthStatus {
  switch (event.type) {
    case 'profile_load_started':
      return current === 'UNKNOWN' ? 'PENDING' : current;
    case 'profile_loaded':
      return event.isLoggedIn ? 'LOGGED_IN' : 'NOT_LOGGED_IN';
    case 'profile_load_failed':
      return current === 'PENDING' || current === 'UNKNOWN' ? 'NOT_LOGGED_IN' : current;
    case 'signed_in':
      return 'LOGGED_IN';
    case 'signed_out':
    case 'session_ended':
      return 'NOT_LOGGED_IN';
  }
}

/** Whether the status is still being found out (UNKNOWN, PENDING): neither signed in nor out yet. */
export function isAuthLoading(status: AuthStatus): boolean {
  return status === 'UNKNOWN' || status === 'PENDING';
}

/** Error codes of a 401 that end the session client-side (docs/product.md#session-errors); other 401s are form errors. */
export const SESSION_ENDING_CODES: readonly string[] = ['unauthorized', 'session_expired'];

export function endsSession(status: number, code: string): boolean {
  return status === 401 && SESSION_ENDING_CODES.includes(code);
}
