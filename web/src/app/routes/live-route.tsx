import { LiveEvents } from '@/features/events/live-events';
import { useDocumentMeta } from '../layout/document-meta';

export function Component() {
  useDocumentMeta('live');
  return <LiveEvents />;
}
