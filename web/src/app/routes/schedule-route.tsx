import { use } from 'react';
import { ScheduleEvents } from '@/features/events/schedule-events';
import { loadMetaMessages } from '@/i18n/meta-messages';
import { useDocumentMeta } from '../layout/document-meta';

export function Component() {
  // The page shows its description under its heading: in its first render (decision 049).
  use(loadMetaMessages());
  useDocumentMeta('schedule');
  return <ScheduleEvents />;
}
