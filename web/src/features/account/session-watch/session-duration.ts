import type { TFunction } from 'i18next';
import { hoursAndMinutes } from '@/lib/session-watch';

/** "42 minutes", "1 h 5 min". */
export function sessionDuration(t: TFunction, seconds: number): string {
  const { hours, minutes } = hoursAndMinutes(seconds);
  return hours > 0
    ? t('safer.duration.hours', { hours, minutes })
    : t('safer.duration.minutes', { count: minutes });
}
