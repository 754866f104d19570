import { useLoaderData } from 'react-router';
import type { Sport } from '@/api/types';
import { SportEvents } from '@/features/events/sport-events';
import { useDocumentMeta } from '../layout/document-meta';

export function Component() {
  const { sport } = useLoaderData() as { sport: Sport };
  useDocumentMeta('sport', { sport: sport.name });
  return <SportEvents key={sport.key} sport={sport} />;
}
