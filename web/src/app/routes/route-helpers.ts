import { data } from 'react-router';
import { config } from '@/config/config';
import { parseLocalePath } from '@/lib/paths';

/** The locale a loader's request is for, from its URL. */
export function localeOf(request: Request): string {
  return parseLocalePath(new URL(request.url).pathname, config.locale).locale;
}

/** Thrown by loaders for unknown sports, slugs and matches: the 404 page in the error wrapper. */
export function notFound(): never {
  throw data('not found', { status: 404 });
}

/**
 * Waits for a page's first data so it renders whole (no layout shift as blocks arrive), but no longer
 * than `ms`: a slow API shows the page with its loading placeholders instead of holding navigation.
 */
export async function prefetchWithin(ms: number, work: Promise<unknown>[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([Promise.allSettled(work), deadline]);
  clearTimeout(timer);
}
