/**
 * Writes the head's metadata on client-side navigation (`document-meta.ts` loads it with the
 * pages' titles: the first page's head is the server's, so the initial JavaScript does without).
 */
import { config } from '@/config/config';
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

/** Title, description, canonical and hreflang alternates of the page at `pathname`. */
export function writeHeadTags(title: string, description: string, pathname: string): void {
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
}
