import { useMemo } from 'react';
import { useNow } from '@/components/ui/use-now';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { intlLocale } from '@/lib/locales';

/** The site's clock: the time in the configured time zone (with its name), ticking on the shared timer. */
export function SiteClock({ className }: { className?: string }) {
  const locale = useLocale();
  const now = useNow();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: false,
        timeZoneName: 'short',
        timeZone: config.timeZone,
      }),
    [locale],
  );
  return (
    <time className={className} dateTime={new Date(now).toISOString()} data-site-clock>
      {format.format(now)}
    </time>
  );
}
