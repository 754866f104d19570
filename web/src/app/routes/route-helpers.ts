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
