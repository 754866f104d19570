/**
 * The operator's own pages (site configuration `custom_pages`, decision 030): where they are, and
 * their plain text as paragraphs. Pure, no React.
 */

/** One page as the site configuration gives it, checked by the server at start-up. */
export type CustomPageSettings = {
  slug: string;
  /** Locale → heading: every configured locale has one. */
  title: Readonly<Record<string, string>>;
  /** Locale → plain text; a locale without one shows the default locale's. */
  text: Readonly<Record<string, string>>;
  /** The match an event page shows. */
  matchId: number | null;
};

/** The path of a custom page under the sports base path. */
export function customPagePath(slug: string): string {
  return `/pages/${slug}`;
}

/** A page's text in `locale`, else in the default locale, as paragraphs (split at blank lines). */
export function customPageParagraphs(
  page: CustomPageSettings,
  locale: string,
  defaultLocale: string,
): string[] {
  const text = page.text[locale] ?? page.text[defaultLocale] ?? '';
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
