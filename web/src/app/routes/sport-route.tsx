import { use } from 'react';
import { useLoaderData } from 'react-router';
import type { Sport } from '@/api/types';
import { SportEvents } from '@/features/events/sport-events';
import { loadMetaMessages } from '@/i18n/meta-messages';
import { useDocumentMeta } from '../layout/document-meta';

export function Component() {
  // The page shows its description under its heading: in its first render (decision 049).
  use(loadMetaMessages());
  const { sport } = useLoaderData() as { sport: Sport };
  useDocumentMeta('sport', { sport: sport.name });
  return <SportEvents key={sport.key} sport={sport} />;
}
