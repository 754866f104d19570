import { ResultsEvents } from '@/features/events/results-events';
import { useDocumentMeta } from '../layout/document-meta';

export function Component() {
  useDocumentMeta('results');
  return <ResultsEvents />;
}
