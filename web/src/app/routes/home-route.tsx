import { HomeSections } from '@/features/events/home-sections';
import { useDocumentMeta } from '../layout/document-meta';

export function Component() {
  useDocumentMeta('home');
  return <HomeSections />;
}
