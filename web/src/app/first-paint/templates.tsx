/**
 * The build's renderer of first paints (`scripts/server-files.mjs` runs it after `vite build`; the
 * app never imports it): every page kind in every language, in the app's shell, with
 * `react-dom/server`, as templates with slots for the request's text. The server picks one and
 * fills its slots (`crates/server/src/web/first_paint.rs`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { config } from '@/config/config';
import { i18n, loadLocaleMessages } from '@/i18n/i18n';
import { loadAccountMessages, loadMyBetsMessages } from '@/i18n/lazy-messages';
import { loadSearchMessages } from '@/i18n/search-messages';
import { loadStaticPageMessages } from '@/i18n/static-page-messages';
import { localizedPath } from '@/lib/paths';
import * as countryText from '../../lib/country-text';
import * as matchText from '../../lib/match-text';
import { Shell } from '../layout/app-layout';
import { LocaleRoot } from '../locale-root';
import { PAGES, variantsOf, type FirstPaintPage, type VariantBy } from './pages';
import { fillScript, toTemplate, type Template } from './slots';

/** What the build writes to `dist/.vite/first-paint.json`. */
export type FirstPaints = {
  /** `{page}` → the data path whose value picks its variant. */
  variants: Record<string, VariantBy>;
  /** `{locale} {page} {variant}` → template. */
  templates: Record<string, Template>;
};

function render(locale: string, page: FirstPaintPage, content: ReactNode): string {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        handle: { page: page.page },
        element: (
          <LocaleRoot locale={locale}>{page.isStandalone ? content : <Shell>{content}</Shell>}</LocaleRoot>
        ),
      },
    ],
    { initialEntries: [localizedPath(page.path, locale, config.locale)] },
  );
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

export async function renderFirstPaints(): Promise<FirstPaints> {
  const fill = fillScript({ ...matchText, ...countryText });
  const paints: FirstPaints = { variants: {}, templates: {} };
  for (const locale of config.locale.locales) {
    await Promise.all([
      loadLocaleMessages(locale),
      loadMyBetsMessages(),
      loadAccountMessages(),
      loadSearchMessages(),
      loadStaticPageMessages(),
    ]);
    await i18n.changeLanguage(locale);
    for (const page of PAGES) {
      if (page.variantBy) paints.variants[page.page] = page.variantBy;
      for (const { variant, data } of variantsOf(page)) {
        let html = render(locale, page, page.render(data));
        if (html.includes('<template data-fn') || html.includes('@@=')) html += fill;
        paints.templates[`${locale} ${page.page} ${variant}`] = toTemplate(html);
      }
    }
  }
  return paints;
}
