/**
 * Failures the app tells about with the general alert (docs/product.md#alerts): a mutation flagged
 * `meta.errorAlert` that fails for any reason but the end of the session (which opens sign-in).
 * Each report shows the alert once; `layout/error-alert.tsx` draws it.
 */
let reports = 0;
const listeners = new Set<() => void>();

export function reportErrorAlert(): void {
  reports += 1;
  for (const listener of listeners) listener();
}

export function errorAlertReports(): number {
  return reports;
}

export function subscribeErrorAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
