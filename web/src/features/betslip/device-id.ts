/** The placement's `meta.device_id`: one random id per browser, kept in local storage. */
import { randomKey } from '@/ticket/ticket-store';

const KEY = 'device_id';

export function deviceId(): string {
  try {
    const saved = window.localStorage.getItem(KEY);
    if (saved) return saved;
    const created = randomKey();
    window.localStorage.setItem(KEY, created);
    return created;
  } catch {
    return 'web';
  }
}
