import { useLocation } from 'react-router';
import { config } from '@/config/config';
import { HomeTitle } from '@/features/events/home-sections';
import { parseLocalePath, SPORTS_BASE_PATH } from '@/lib/paths';
import { Shell } from './app-layout';

/** The first paint before the first page is ready: the real shell, and the home heading on home. */
export function ShellFallback() {
  const { pathname } = useLocation();
  const isHome = parseLocalePath(pathname.replace(/\/$/, ''), config.locale).rest === SPORTS_BASE_PATH;
  return <Shell>{isHome && <HomeTitle />}</Shell>;
}
