/**
 * One i18next instance; the URL decides the language. Serbian, the product's default, is bundled;
 * the other languages load with the first page that needs them (`loadLocaleMessages`), so the
 * initial JavaScript carries one language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { config } from '@/config/config';
import sr from './messages/sr.json';

type Messages = Record<string, unknown>;

const LAZY: Readonly<Record<string, () => Promise<{ default: Messages }>>> = {
  en: () => import('./messages/en.json'),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { sr: { translation: sr } },
  lng: config.locale.defaultLocale,
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const loaded = new Map<string, Promise<void>>([['sr', Promise.resolve()]]);
const ready = new Set<string>(['sr']);

/** Whether a language's messages are in (render only then). */
export function hasLocaleMessages(locale: string): boolean {
  return ready.has(locale) || LAZY[locale] === undefined;
}

/** Loads a language's messages once; the same promise for every caller. */
export function loadLocaleMessages(locale: string): Promise<void> {
  const load = LAZY[locale];
  if (load === undefined) return Promise.resolve();
  let promise = loaded.get(locale);
  if (promise === undefined) {
    promise = load().then((messages) => {
      i18n.addResourceBundle(locale, 'translation', messages.default, true, false);
      ready.add(locale);
    });
    loaded.set(locale, promise);
  }
  return promise;
}

void loadLocaleMessages(config.locale.defaultLocale);
