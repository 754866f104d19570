import { ScheduleEvents } from '@/features/events/schedule-events';
import { useDocumentMeta } from '../layout/document-meta';

export function Component() {
  useDocumentMeta('schedule');
  return <ScheduleEvents />;
}
