import { CyberEvents } from '@/features/events/cyber-events';
import { useDocumentMeta } from '../layout/document-meta';

export function Component() {
  useDocumentMeta('cybersport');
  return <CyberEvents />;
}
