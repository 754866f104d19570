/**
 * The app's configuration, parsed once from the build environment and the site configuration the
 * server injects into the page (`<script id="site-config">`; it wins over build variables).
 * Nothing else reads `import.meta.env` or that element.
 */
import { isTimeZone } from '@/lib/dates';
import type { CustomPageSettings } from '@/lib/custom-pages';
import type { LocaleSettings } from '@/lib/locales';
import type { PlatformOrigins } from '@/lib/platform-links';
import type { DepositField } from '@/lib/profile-fields';
import type { WidgetSettings } from '@/lib/widget-script';

/** The zone every time is shown in when the site configures none (or one this browser lacks). */
export const DEFAULT_TIME_ZONE = 'Europe/Belgrade';

export type AppConfig = {
  /** Base URL of the Sportsbook API. */
  apiBase: string;
  /** Base URL of the Platform API (accounts, wallet, payments). */
  platformBase: string;
  /** Seconds before anonymous visitors are invited to sign up (once); `null` turns it off. */
  signUpReminderSeconds: number | null;
  locale: LocaleSettings;
  /** Operator look: an optional logo. Its design-token overrides are set on `<html>` by the server. */
  operator: {
    logoUrl: string | null;
    /** The footer's licence line per locale (`{"sr": "…", "en": "…"}`); a locale without one shows none. */
    licence: Readonly<Record<string, string>>;
  };
  /** IANA time zone every displayed time is shown in (docs/product.md#constants). */
  timeZone: string;
  /** Where the platform's own pages live (`lib/platform-links.ts`). */
  platform: PlatformOrigins;
  /** Origins of the host pages that may frame the product and message it (docs/embedding.md). */
  parentOrigins: readonly string[];
  /** The operator's own pages (`lib/custom-pages.ts`). */
  customPages: readonly CustomPageSettings[];
  /** The feature flags the app has parts for (decision 031; the others wait for theirs). */
  features: {
    /** The quick-deposit form on the deposit page. */
    quickDeposit: boolean;
    /** The realtime client asks for fossil deltas. */
    deltaCompression: boolean;
    /** Reality checks and session and time limits (decision 038). */
    responsibleGambling: boolean;
    /** Activity limits, and the active minutes reported for them (decision 038). */
    activityTracking: boolean;
  };
  /** Only players of this status group may stay (`lib/user-group.ts`); `null` lets everyone. */
  requiredGroup: number | null;
  /** The deposit reminder (`lib/deposit-reminder.ts`); `null` when the site has none. */
  depositReminder: { groupId: number | null; afterSeconds: number } | null;
  /** The version of the terms in force (`lib/terms.ts`); `null` checks none. */
  termsVersion: string | null;
  /** A signed-in player must verify their phone before going on (`lib/player-prompt.ts`, decision 040). */
  isPhoneVerificationRequired: boolean;
  /** A preview of the site: every visitor is told so (`app/layout/preview-alert.tsx`). */
  isPreview: boolean;
  /** Profile fields a player must fill in before depositing (decision 036); empty asks for none. */
  depositFields: readonly DepositField[];
  /** The operator's live-chat widget (decision 037, docs/widgets.md); `null` shows no chat. */
  chat: WidgetSettings | null;
  /** The operator's push-notification widget (decision 037); `null` offers none. */
  pushNotifications: WidgetSettings | null;
  /** The app shell's service worker (production builds only; decision 028), else `null`. */
  serviceWorkerUrl: string | null;
};

type SiteWidget = { type: 'script'; script_url: string; id?: string; region?: string | null } | null;

/** The public part of the server's site configuration. */
export type SiteConfig = {
  locales?: string[];
  locale_in_url?: boolean;
  rtl_enabled?: boolean;
  operator?: { logo_url?: string | null; licence?: Record<string, string> };
  sign_up_reminder_seconds?: number | null;
  timezone?: string;
  /** Origins of the platform's pages; `""` is this site. */
  platform?: { casino_origin?: string; profile_origin?: string };
  parent_origins?: string[];
  custom_pages?: {
    slug: string;
    title: Record<string, string>;
    text?: Record<string, string>;
    match_id?: number | null;
  }[];
  features?: {
    quick_deposit?: boolean;
    delta_compression?: boolean;
    responsible_gambling?: boolean;
    activity_tracking?: boolean;
  };
  user_group_checker?: { required_group: number } | null;
  deposit_reminder?: { player_group_id?: number | null; remind_after_seconds?: number } | null;
  terms_version?: string | null;
  phone_verification_required?: boolean;
  preview?: boolean;
  deposit_fields?: DepositField[];
  chat?: SiteWidget;
  push_notifications?: SiteWidget;
};

/** Reads the site configuration the server put into the page; empty when there is none. */
export function readSiteConfig(doc: Document | undefined): SiteConfig {
  const text = doc?.getElementById('site-config')?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as SiteConfig) : {};
  } catch {
    return {};
  }
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

function text(env: Env, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function flag(env: Env, key: string): boolean {
  const value = env[key];
  return value === true || value === 'true' || value === '1';
}

/** An origin without a trailing slash; `''` (this site) for anything but a string. */
function origin(value: string | undefined): string {
  return typeof value === 'string' ? value.replace(/\/+$/, '') : '';
}

function reminderSeconds(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** 10 s when the delay is not a number (docs/product.md#constants). */
function depositReminder(value: SiteConfig['deposit_reminder']): AppConfig['depositReminder'] {
  if (!value) return null;
  const seconds = value.remind_after_seconds;
  return {
    groupId: value.player_group_id ?? null,
    afterSeconds: typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : 10,
  };
}

function widget(value: SiteWidget | undefined): WidgetSettings | null {
  return value ? { scriptUrl: value.script_url, id: value.id ?? '', region: value.region ?? null } : null;
}

/** Parses and checks the environment and site configuration; throws on a value that cannot work. */
export function parseConfig(env: Env, site: SiteConfig = {}): AppConfig {
  const locales = (site.locales?.length ? site.locales : text(env, 'VITE_LOCALES', 'sr,en').split(','))
    .map((code) => code.trim())
    .filter((code) => code !== '');
  const first = locales[0] ?? 'sr';
  const defaultLocale = site.locales?.length ? first : text(env, 'VITE_DEFAULT_LOCALE', first);
  if (!locales.includes(defaultLocale)) throw new Error('VITE_DEFAULT_LOCALE must be one of VITE_LOCALES');
  return {
    apiBase: text(env, 'VITE_API_BASE', '/api/sb').replace(/\/+$/, ''),
    platformBase: text(env, 'VITE_PLATFORM_API_BASE', '/api/platform').replace(/\/+$/, ''),
    signUpReminderSeconds: reminderSeconds(site.sign_up_reminder_seconds),
    locale: {
      locales,
      defaultLocale,
      isLocaleInUrl: site.locale_in_url ?? flag(env, 'VITE_LOCALE_IN_URL'),
      isRtlEnabled: site.rtl_enabled ?? flag(env, 'VITE_RTL_ENABLED'),
    },
    operator: { logoUrl: site.operator?.logo_url ?? null, licence: site.operator?.licence ?? {} },
    timeZone: site.timezone !== undefined && isTimeZone(site.timezone) ? site.timezone : DEFAULT_TIME_ZONE,
    platform: {
      casinoOrigin: origin(site.platform?.casino_origin),
      profileOrigin: origin(site.platform?.profile_origin),
    },
    parentOrigins: site.parent_origins ?? [],
    customPages: (site.custom_pages ?? []).map((page) => ({
      slug: page.slug,
      title: page.title,
      text: page.text ?? {},
      matchId: page.match_id ?? null,
    })),
    features: {
      quickDeposit: site.features?.quick_deposit ?? true,
      deltaCompression: site.features?.delta_compression ?? true,
      responsibleGambling: site.features?.responsible_gambling ?? true,
      activityTracking: site.features?.activity_tracking ?? true,
    },
    requiredGroup: site.user_group_checker?.required_group ?? null,
    depositReminder: depositReminder(site.deposit_reminder),
    termsVersion: site.terms_version || null,
    isPhoneVerificationRequired: site.phone_verification_required === true,
    isPreview: site.preview === true,
    depositFields: site.deposit_fields ?? [],
    chat: widget(site.chat),
    pushNotifications: widget(site.push_notifications),
    serviceWorkerUrl: flag(env, 'PROD') ? '/sw.js' : null,
  };
}

export const config: AppConfig = parseConfig(
  import.meta.env,
  readSiteConfig(typeof document === 'undefined' ? undefined : document),
);
