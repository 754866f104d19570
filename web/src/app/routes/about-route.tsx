import { About } from '@/features/static-pages/about';
import { useDocumentMeta } from '../layout/document-meta';

export function Component() {
  useDocumentMeta('about');
  return <About />;
}
