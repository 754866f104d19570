import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import accountEn from './messages/account-en.json';
import accountSr from './messages/account-sr.json';
import betslipEn from './messages/betslip-en.json';
import betslipSr from './messages/betslip-sr.json';
import en from './messages/en.json';
import footerEn from './messages/footer-en.json';
import footerSr from './messages/footer-sr.json';
import matchEn from './messages/match-en.json';
import matchSr from './messages/match-sr.json';
import metaEn from './messages/meta-en.json';
import metaSr from './messages/meta-sr.json';
import myBetsEn from './messages/mybets-en.json';
import myBetsSr from './messages/mybets-sr.json';
import notificationsEn from './messages/notifications-en.json';
import notificationsSr from './messages/notifications-sr.json';
import pagesEn from './messages/pages-en.json';
import pagesSr from './messages/pages-sr.json';
import saferEn from './messages/safer-en.json';
import saferSr from './messages/safer-sr.json';
import offlineEn from './messages/offline-en.json';
import offlineSr from './messages/offline-sr.json';
import searchEn from './messages/search-en.json';
import searchSr from './messages/search-sr.json';
import sr from './messages/sr.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

// Lazily loaded bundles (`lazy-messages.ts`) are part of each language.
const languages = {
  sr: new Map([
    ...flatten(sr as Tree),
    ...flatten(accountSr as Tree),
    ...flatten(betslipSr as Tree),
    ...flatten(myBetsSr as Tree),
    ...flatten(notificationsSr as Tree),
    ...flatten(searchSr as Tree),
    ...flatten(footerSr as Tree),
    ...flatten(pagesSr as Tree),
    ...flatten(metaSr as Tree),
    ...flatten(offlineSr as Tree),
    ...flatten(saferSr as Tree),
    ...flatten(matchSr as Tree),
  ]),
  en: new Map([
    ...flatten(en as Tree),
    ...flatten(accountEn as Tree),
    ...flatten(betslipEn as Tree),
    ...flatten(myBetsEn as Tree),
    ...flatten(notificationsEn as Tree),
    ...flatten(searchEn as Tree),
    ...flatten(footerEn as Tree),
    ...flatten(pagesEn as Tree),
    ...flatten(metaEn as Tree),
    ...flatten(offlineEn as Tree),
    ...flatten(saferEn as Tree),
    ...flatten(matchEn as Tree),
  ]),
};

/** i18next's plural forms: `key_one`, `key_few`, `key_other` … as each language's rules name them. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key with its plural forms folded into one (`bellUnread_one` → `bellUnread`). */
function baseKeys(entries: Map<string, string>): string[] {
  return [...new Set([...entries.keys()].map((key) => key.replace(PLURAL, '')))].sort();
}

/** Each plural key of a language, with the forms it has. */
function pluralForms(entries: Map<string, string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of entries.keys()) {
    const match = PLURAL.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1] ?? ''].sort());
  }
  return forms;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name: string) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('messages', () => {
  it('have the same keys in sr and en (plural forms aside)', () => {
    expect(baseKeys(languages.sr)).toEqual(baseKeys(languages.en));
  });
  it('give a plural text exactly the forms its language counts with', () => {
    for (const [language, entries] of Object.entries(languages)) {
      const categories = (type: Intl.PluralRuleType) =>
        [...new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories].sort();
      for (const [key, forms] of pluralForms(entries)) {
        // i18next's ordinal texts (`half_ordinal_one`: "1st half") follow the ordinal rules.
        const type = key.endsWith('_ordinal') ? 'ordinal' : 'cardinal';
        expect(forms, `${language}:${key}`).toEqual(categories(type));
        expect(entries.has(key), `${language}:${key} is also a plain text`).toBe(false);
      }
    }
  });
  it('have no empty text', () => {
    for (const [language, entries] of Object.entries(languages)) {
      for (const [key, text] of entries) expect(text.trim(), `${language}:${key}`).not.toBe('');
    }
  });
  it('use the same placeholders in both languages', () => {
    const other = (entries: Map<string, string>, key: string) =>
      entries.get(key) ?? entries.get(`${key.replace(PLURAL, '')}_other`) ?? '';
    for (const [key, text] of languages.sr) {
      expect(placeholders(text), key).toEqual(placeholders(other(languages.en, key)));
    }
    for (const [key, text] of languages.en) {
      expect(placeholders(text), key).toEqual(placeholders(other(languages.sr, key)));
    }
  });
  it('give the general error its spec key and the exact English texts of docs/product.md#error-pages', () => {
    expect(languages.en.get('page.error.description')).toBe(
      'Oops! Sorry, something went wrong. Please come back in a while.',
    );
    expect(languages.en.get('errors.notFound')).toBe("Oops, sorry. We can't find that page.");
    expect(languages.en.get('errors.blocked')).toBe(
      "Sorry, we're not available in {{countryName}} right now.",
    );
    expect(languages.en.get('errors.locked')).toBe(
      'Unauthorized. Sorry, but you are not authorized to view the page',
    );
    expect(languages.en.get('errors.goHome')).toBe('Go to home page');
  });
  it('hold every key the code asks for with a literal t() call', () => {
    const root = new URL('..', import.meta.url).pathname;
    for (const file of sourceFiles(root)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        const key = match[1] ?? '';
        const isLeaf = languages.en.has(key) || languages.en.has(`${key}_one`);
        expect(isLeaf, `${file}: ${key}`).toBe(true);
      }
    }
  });
});
