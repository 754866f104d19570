/** The placement's `meta.device_id`: one random id per browser, kept in local storage. */
import { randomId } from '@/lib/random-id';

const KEY = 'device_id';

export function deviceId(): string {
  try {
    const saved = window.localStorage.getItem(KEY);
    if (saved) return saved;
    const created = randomId();
    window.localStorage.setItem(KEY, created);
    return created;
  } catch {
    return 'web';
  }
}
