/**
 * What the page does once it is idle after the first paint, in one lazily loaded module (one
 * request, and no loader code per task in the initial JavaScript): the fonts, and — for the app,
 * not the offline shell — the slip saved by an earlier visit, the device id cookie (its lifetime
 * restarted on every visit, not only with a bet) and the installable app shell's worker.
 */
import './fonts';
import { config } from '@/config/config';
import { isInFrame } from '@/frame/parent-messages';
import { deviceId } from '@/lib/device-id';
import { restoreTicket } from './restore-ticket';

/** `locale` is the app's first page's language; `null` in the offline shell. */
export function runIdleTasks(locale: string | null): void {
  if (locale === null) return;
  restoreTicket(locale);
  deviceId();
  // Top-level pages only (a frame belongs to its host's page; decision 028).
  const worker = config.serviceWorkerUrl;
  if (worker !== null && !isInFrame() && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register(worker).catch(() => undefined);
  }
}
