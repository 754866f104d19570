/** One i18next instance with both languages bundled (they are small); the URL decides the language. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { config } from '@/config/config';
import en from './messages/en.json';
import sr from './messages/sr.json';

export const MESSAGES = { sr, en } as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { sr: { translation: sr }, en: { translation: en } },
  lng: config.locale.defaultLocale,
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
