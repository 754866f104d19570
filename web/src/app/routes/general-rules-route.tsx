import { GeneralRules } from '@/features/static-pages/general-rules';
import { useDocumentMeta } from '../layout/document-meta';

export function Component() {
  useDocumentMeta('generalRules');
  return <GeneralRules />;
}
