import type { LoaderFunctionArgs } from 'react-router';
import { HomeSections } from '@/features/events/home-sections';
import { useDocumentMeta } from '../layout/document-meta';
import { queryClient } from '../query-client';
import { FIRST_DATA } from './first-data';
import { localeOf, prefetchWithin } from './route-helpers';

/** The home route is bundled with the entry (not lazy) so its data requests start at once. */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  const queries = FIRST_DATA.home(localeOf(request));
  await prefetchWithin(3000, [
    queryClient.ensureQueryData(queries.sports),
    queryClient.ensureQueryData(queries.live),
    queryClient.ensureQueryData(queries.top),
    queryClient.ensureQueryData(queries.upcoming),
    queryClient.ensureQueryData(queries.leagues),
  ]);
  return null;
}

export function HomeRoute() {
  useDocumentMeta('home');
  return <HomeSections />;
}
