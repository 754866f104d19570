import { describe, expect, it } from 'vitest';
import {
  apiLanguage,
  intlLocale,
  realtimeLocale,
  regionalLocale,
  resolveLocaleAlias,
  textDirection,
} from './locales';

describe('locale aliases', () => {
  it.each([
    ['no', 'nb'],
    ['tl', 'fil'],
    ['vn', 'vi'],
    ['se', 'sv'],
    ['tj', 'tg'],
    ['br', 'pt-BR'],
  ])('maps %s to %s', (alias, language) => {
    expect(resolveLocaleAlias(alias)).toBe(language);
  });
  it('leaves other codes as they are', () => {
    expect(resolveLocaleAlias('sr')).toBe('sr');
    expect(resolveLocaleAlias('en')).toBe('en');
  });
  it('sends pt-BR to the API for br but uses pt in realtime channel names', () => {
    expect(apiLanguage('br')).toBe('pt-BR');
    expect(realtimeLocale('br')).toBe('pt');
    expect(realtimeLocale('sr')).toBe('sr');
  });
});

describe('regional locales', () => {
  it('maps sr to sr-ME and formats it in Latin script', () => {
    expect(regionalLocale('sr')).toBe('sr-ME');
    expect(intlLocale('sr')).toBe('sr-Latn-ME');
  });
  it('formats English with European dates', () => {
    expect(regionalLocale('en')).toBe('en');
    expect(intlLocale('en')).toBe('en-GB');
  });
});

describe('textDirection', () => {
  it.each(['ar', 'he', 'fa', 'ur'])('lays out %s right to left when enabled', (locale) => {
    expect(textDirection(locale, true)).toBe('rtl');
    expect(textDirection(locale, false)).toBe('ltr');
  });
  it('lays out other languages left to right', () => {
    expect(textDirection('sr', true)).toBe('ltr');
    expect(textDirection('en', true)).toBe('ltr');
  });
});
