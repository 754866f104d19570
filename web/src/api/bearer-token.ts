/**
 * The session token a host page gave a framed product (`setAuthToken`, docs/embedding.md), for
 * frames where the session cookie is blocked: sent as `Authorization: Bearer …` on every API call.
 * Kept in memory and session storage (a reload of the frame keeps it), never in a cookie.
 */
const KEY = 'sb_bearer';

let token: string | null | undefined;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked with third-party storage: memory only
  }
}

export function bearerToken(): string | null {
  token ??= typeof window === 'undefined' ? null : (storage()?.getItem(KEY) ?? null);
  return token;
}

export function setBearerToken(next: string | null): void {
  token = next;
  if (next === null) storage()?.removeItem(KEY);
  else storage()?.setItem(KEY, next);
}
