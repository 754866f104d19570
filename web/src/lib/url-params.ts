/**
 * Parameters of the address that the app reads once and then takes out of it (docs/product.md#query-parameters):
 * the `modal` parameter and emailed tokens, the payment result, the affiliate and tracking
 * parameters. Pure.
 */

/** The query's parameters, plus the hash's (`#modal=signIn`) where the query does not have them. */
export function addressParams(search: string, hash: string): URLSearchParams {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  for (const [key, value] of fromHash) if (!params.has(key)) params.set(key, value);
  return params;
}

/** `search` without the parameters a dialog consumed (`?day=1&modal=signIn` → `?day=1`). */
export function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  for (const name of names) params.delete(name);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The hash without consumed parameters; a hash that only held them becomes empty. */
export function hashWithoutParams(hash: string, names: readonly string[]): string {
  const raw = hash.replace(/^#/, '');
  if (!raw.includes('=')) return hash;
  const rest = withoutParams(raw, names);
  return rest === '' ? '' : `#${rest.slice(1)}`;
}
