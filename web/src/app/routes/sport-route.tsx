import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { sportsQueries } from '@/api/sports';
import { SportEvents } from '@/features/events/sport-events';
import { useDocumentMeta } from '../layout/document-meta';
import { queryClient } from '../query-client';
import { localeOf, notFound } from './route-helpers';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const sports = await queryClient.ensureQueryData(sportsQueries.list(localeOf(request)));
  const sport = sports.find((candidate) => candidate.key === params.sport);
  if (!sport) notFound();
  return { sport };
}

export function Component() {
  const { sport } = useLoaderData<typeof loader>();
  useDocumentMeta('sport', { sport: sport.name });
  return <SportEvents key={sport.key} sport={sport} />;
}
