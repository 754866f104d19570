import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { config } from '@/config/config';
import { loadMetaMessages } from '@/i18n/meta-messages';
import { regionalLocale } from '@/lib/locales';
import { switchLocaleUrl } from '@/lib/paths';

function upsert(selector: string, create: () => HTMLElement, set: (element: HTMLElement) => void) {
  const element = document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
  set(element);
}

function link(rel: string, hreflang?: string): () => HTMLElement {
  return () => {
    const element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    return element;
  };
}

/**
 * Keeps the head in step on client-side navigation with what the server renders for a full load
 * (same texts from the same `meta.*` messages): title, description, canonical and hreflang alternates.
 * `page` names a `meta.{page}` entry; `values` fill its placeholders. Skipped until `values` and the
 * texts (`meta-messages.ts`, loaded on first use: the first page's head is the server's) are in.
 */
export function useDocumentMeta(page: string, values?: Record<string, string> | null): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [hasTexts, setHasTexts] = useState(() => i18n.exists('meta.siteTitle'));
  useEffect(() => {
    if (!hasTexts)
      void loadMetaMessages().then(
        () => setHasTexts(true),
        () => undefined,
      );
  }, [hasTexts]);
  const isReady = values !== null && hasTexts;
  const title = isReady ? t(`meta.${page}.title`, values ?? {}) : '';
  const description = isReady ? t(`meta.${page}.description`, values ?? {}) : '';
  useEffect(() => {
    if (!isReady) return;
    document.title = title;
    upsert(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      (element) => element.setAttribute('content', description),
    );
    const origin = window.location.origin;
    upsert('link[rel="canonical"]', link('canonical'), (element) =>
      element.setAttribute('href', origin + pathname),
    );
    for (const locale of config.locale.locales) {
      const hreflang = regionalLocale(locale);
      upsert(`link[rel="alternate"][hreflang="${hreflang}"]`, link('alternate', hreflang), (element) =>
        element.setAttribute('href', origin + switchLocaleUrl(pathname, locale, config.locale)),
      );
    }
    upsert('link[rel="alternate"][hreflang="x-default"]', link('alternate', 'x-default'), (element) =>
      element.setAttribute(
        'href',
        origin + switchLocaleUrl(pathname, config.locale.defaultLocale, config.locale),
      ),
    );
  }, [isReady, title, description, pathname]);
}
