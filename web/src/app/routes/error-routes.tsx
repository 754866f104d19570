import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '@/api/client';
import { ErrorPage, type ErrorKind } from '@/features/error-pages/error-page';
import { useDocumentMeta } from '../layout/document-meta';
import { ErrorLayout } from '../layout/error-layout';

const META: Record<ErrorKind, string> = {
  notFound: 'notFound',
  error: 'error',
  blocked: 'blocked',
  locked: 'locked',
};

/** An error page in the minimal wrapper, with its own metadata. */
export function StandaloneErrorPage({ kind }: { kind: ErrorKind }) {
  useDocumentMeta(META[kind]);
  const page = kind === 'notFound' ? '404' : kind === 'error' ? '500' : kind;
  return (
    <ErrorLayout page={page}>
      <ErrorPage kind={kind} />
    </ErrorLayout>
  );
}

function isNotFound(error: unknown): boolean {
  return (
    (isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiError && error.isNotFound)
  );
}

/** Route error boundary: unknown pages get the 404 page, anything else the general error page. */
export function RouteError() {
  const error = useRouteError();
  return <StandaloneErrorPage kind={isNotFound(error) ? 'notFound' : 'error'} />;
}
