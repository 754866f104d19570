import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '@/api/client';
import { Icon } from '@/components/ui/icon';
import { ErrorPage, type ErrorKind } from '@/features/error-pages/error-page';
import { ReloadPage } from '@/features/error-pages/reload-page';
import { ChunkLoadError } from '@/lib/retry-import';
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

/** A page whose code did not arrive after the retry: the general error's metadata, and a reload. */
function ChunkErrorPage() {
  const { t } = useTranslation();
  useDocumentMeta(META.error);
  return (
    <ErrorLayout page="500">
      <ReloadPage
        kind="chunk"
        icon={<Icon name="info" size={44} />}
        title={t('errors.chunkFailed')}
        action={t('errors.reload')}
      />
    </ErrorLayout>
  );
}

/**
 * Route error boundary: unknown pages get the 404 page, a page whose code did not arrive the offer
 * to reload, anything else the general error page.
 */
export function RouteError() {
  const error = useRouteError();
  if (error instanceof ChunkLoadError) return <ChunkErrorPage />;
  return <StandaloneErrorPage kind={isNotFound(error) ? 'notFound' : 'error'} />;
}
