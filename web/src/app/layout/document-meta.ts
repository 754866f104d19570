import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loadMetaMessages } from '@/i18n/meta-messages';
import type { writeHeadTags } from './head-tags';

let write: typeof writeHeadTags | null = null;

/** The texts and the code that writes them, loaded once, on first use. */
function loadHeadWriter(): Promise<void> {
  return Promise.all([loadMetaMessages(), import('./head-tags')]).then(([, module]) => {
    write = module.writeHeadTags;
  });
}

/**
 * Keeps the head in step on client-side navigation with what the server renders for a full load
 * (same texts from the same `meta.*` messages): title, description, canonical and hreflang alternates.
 * `page` names a `meta.{page}` entry; `values` fill its placeholders. Skipped until `values`, the
 * texts (`meta-messages.ts`) and the code writing them (`head-tags.ts`) are in, loaded on first use:
 * the first page's head is the server's.
 */
export function useDocumentMeta(page: string, values?: Record<string, string> | null): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isLoaded, setLoaded] = useState(() => write !== null);
  useEffect(() => {
    if (!isLoaded)
      void loadHeadWriter().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [isLoaded]);
  const isReady = values !== null && isLoaded;
  const title = isReady ? t(`meta.${page}.title`, values ?? {}) : '';
  const description = isReady ? t(`meta.${page}.description`, values ?? {}) : '';
  useEffect(() => {
    if (isReady) write?.(title, description, pathname);
  }, [isReady, title, description, pathname]);
}
