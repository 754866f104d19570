/** The app's configuration, parsed once from the build environment. Nothing else reads `import.meta.env`. */
import type { LocaleSettings } from '@/lib/locales';

export type AppConfig = {
  /** Base URL of the Sportsbook API. */
  apiBase: string;
  locale: LocaleSettings;
  /** How often live lists refetch until the realtime connection lands (ms). */
  livePollMs: number;
};

type Env = Readonly<Record<string, string | boolean | undefined>>;

function text(env: Env, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function flag(env: Env, key: string): boolean {
  const value = env[key];
  return value === true || value === 'true' || value === '1';
}

function positiveInt(env: Env, key: string, fallback: number): number {
  const value = Number(text(env, key, `${fallback}`));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${key} must be a positive integer`);
  return value;
}

/** Parses and checks the environment; throws on a value that cannot work. */
export function parseConfig(env: Env): AppConfig {
  const locales = text(env, 'VITE_LOCALES', 'sr,en')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  const defaultLocale = text(env, 'VITE_DEFAULT_LOCALE', locales[0] ?? 'sr');
  if (!locales.includes(defaultLocale)) throw new Error('VITE_DEFAULT_LOCALE must be one of VITE_LOCALES');
  return {
    apiBase: text(env, 'VITE_API_BASE', '/api/sb').replace(/\/+$/, ''),
    locale: {
      locales,
      defaultLocale,
      isLocaleInUrl: flag(env, 'VITE_LOCALE_IN_URL'),
      isRtlEnabled: flag(env, 'VITE_RTL_ENABLED'),
    },
    livePollMs: positiveInt(env, 'VITE_LIVE_POLL_MS', 10_000),
  };
}

export const config: AppConfig = parseConfig(import.meta.env);
