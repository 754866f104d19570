import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import accountEn from './messages/account-en.json';
import accountSr from './messages/account-sr.json';
import betslipEn from './messages/betslip-en.json';
import betslipSr from './messages/betslip-sr.json';
import en from './messages/en.json';
import myBetsEn from './messages/mybets-en.json';
import myBetsSr from './messages/mybets-sr.json';
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
  ]),
  en: new Map([
    ...flatten(en as Tree),
    ...flatten(accountEn as Tree),
    ...flatten(betslipEn as Tree),
    ...flatten(myBetsEn as Tree),
  ]),
};

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
  it('have the same keys in sr and en', () => {
    expect([...languages.sr.keys()].sort()).toEqual([...languages.en.keys()].sort());
  });
  it('have no empty text', () => {
    for (const [language, entries] of Object.entries(languages)) {
      for (const [key, text] of entries) expect(text.trim(), `${language}:${key}`).not.toBe('');
    }
  });
  it('use the same placeholders in both languages', () => {
    for (const [key, text] of languages.en) {
      expect(placeholders(languages.sr.get(key) ?? ''), key).toEqual(placeholders(text));
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
