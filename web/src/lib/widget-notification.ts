/**
 * The payment widget's notifications (docs/product.md#deposits: texts from `spi.notification.` plus
 * the title, or the message; danger, warning and success shown as error, warning and success).
 * Pure.
 */

export type WidgetNotification = { type: string; title: string; message: string };

export type AlertTone = 'error' | 'warning' | 'success';

const TONES: Readonly<Record<string, AlertTone>> = {
  danger: 'error',
  warning: 'warning',
  success: 'success',
};

/** The alert tone of a notification type; an unknown type is an error (it reports a problem). */
export function notificationTone(type: string): AlertTone {
  return TONES[type] ?? 'error';
}

/** The message key of a notification's title (`spi.notification.deposit_failed`). */
export function notificationKey(title: string): string {
  return `spi.notification.${title.replace(/[^\w]/g, '_')}`;
}

/** The widget's event detail as a notification, or `null` when it is not one. */
export function parseWidgetNotification(detail: unknown): WidgetNotification | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { type, title, message } = detail as Record<string, unknown>;
  if (typeof type !== 'string' || typeof title !== 'string') return null;
  return { type, title, message: typeof message === 'string' ? message : '' };
}
