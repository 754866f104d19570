import { useLocation } from 'react-router';
import { config } from '@/config/config';
import { HomeTitle } from '@/features/events/home-sections';
import { parseLocalePath, SPORTS_BASE_PATH } from '@/lib/paths';

/** What the content area shows before the first page is ready: the home heading on home, else nothing. */
export function FallbackContent() {
  const { pathname } = useLocation();
  const isHome = parseLocalePath(pathname.replace(/\/$/, ''), config.locale).rest === SPORTS_BASE_PATH;
  return isHome ? <HomeTitle /> : null;
}
