/**
 * The signed-in player and their wallet (`/player`, `/player/accounts`, `/player/transactions`,
 * `/player/phone`, `/player/comp_points`, `/player/status_groups`), under the cache keys of
 * `player-keys.ts`, which other modules invalidate — the realtime client sets
 * `playerKeys.accounts` on `balance_changed`, the newer reading of each account winning.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { config } from '@/config/config';
import { apiGet, apiPatch, apiPost } from './client';
import { newestAccounts } from './newest-accounts';
import { playerKeys } from './player-keys';
import type {
  Account,
  AuthFields,
  CompPoints,
  Page,
  PhoneVerification,
  Player,
  SessionState,
  StatusGroup,
  WalletTransaction,
} from './types';

const base = config.platformBase;

export const TRANSACTIONS_PAGE_SIZE = 20;

/**
 * The session's player, `null` when signed out: `GET /session` answers 200 either way, so an
 * anonymous visit's start-up logs no failed request (decision 049).
 */
export function fetchSessionPlayer(locale: string): Promise<Player | null> {
  return apiGet<{ data: SessionState }>('/session', { locale, base }).then((b) => b.data.player ?? null);
}

export function fetchPlayer(locale: string, signal?: AbortSignal): Promise<Player> {
  return apiGet<{ data: Player }>('/player', { locale, base, signal }).then((b) => b.data);
}

/** Active accounts only (docs/product.md#currencies). */
export function fetchAccounts(locale: string, signal?: AbortSignal): Promise<Account[]> {
  return apiGet<{ data: Account[] }>('/player/accounts', { locale, base, signal }).then((b) =>
    b.data.filter((account) => account.active),
  );
}

/** Makes `currency` the current one, opening an account in it if needed. */
export function switchAccount(locale: string, currency: string): Promise<Account[]> {
  return apiPost<{ data: Account[] }>('/player/accounts', { locale, base, body: { currency } }).then(
    (b) => b.data,
  );
}

export function completeAuthFields(locale: string, fields: AuthFields): Promise<Player> {
  return apiPatch<{ data: Player }>('/player', { locale, base, body: fields }).then((b) => b.data);
}

/** Stores the interface language on the player (emails and texts follow it). */
export function updateLocale(locale: string): Promise<{ language: string }> {
  return apiPatch<{ language: string }>('/player/update_locale', { locale, base, body: { locale } });
}

export function fetchPhone(locale: string, signal?: AbortSignal): Promise<PhoneVerification> {
  return apiGet<{ data: PhoneVerification }>('/player/phone', { locale, base, signal }).then((b) => b.data);
}

/** Texts a code to `phoneNumber` (or again to the stored number when it is empty). */
export function sendPhoneCode(locale: string, phoneNumber: string): Promise<PhoneVerification> {
  const body = { phone_number: phoneNumber.trim() === '' ? null : phoneNumber.trim() };
  return apiPost<{ data: PhoneVerification }>('/player/phone', { locale, base, body }).then((b) => b.data);
}

export function verifyPhoneCode(locale: string, code: string): Promise<PhoneVerification> {
  return apiPost<{ data: PhoneVerification }>('/player/phone/verify', { locale, base, body: { code } }).then(
    (b) => b.data,
  );
}

/** Accepts the terms in force (`version`: the site's `terms_version`). */
export function acceptTerms(locale: string, version: string): Promise<Player> {
  return apiPost<{ data: Player }>('/player/terms', { locale, base, body: { version } }).then((b) => b.data);
}

/** The player's comp points, with the status groups they count towards. */
export function fetchCompPoints(locale: string, signal?: AbortSignal): Promise<CompPoints> {
  return apiGet<{ data: CompPoints }>('/player/comp_points', { locale, base, signal }).then((b) => b.data);
}

/** The loyalty status groups, the player's marked `current`. */
export function fetchStatusGroups(locale: string, signal?: AbortSignal): Promise<StatusGroup[]> {
  return apiGet<{ data: StatusGroup[] }>('/player/status_groups', { locale, base, signal }).then(
    (b) => b.data,
  );
}

export function fetchTransactions(
  locale: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<WalletTransaction>> {
  const params = { page, limit: TRANSACTIONS_PAGE_SIZE };
  return apiGet<Page<WalletTransaction>>('/player/transactions', { locale, base, params, signal });
}

export const playerQueries = {
  profile: (locale: string) =>
    queryOptions({
      queryKey: playerKeys.profile,
      queryFn: ({ signal }) => fetchPlayer(locale, signal),
      staleTime: 60_000,
      retry: false,
    }),
  accounts: (locale: string) =>
    queryOptions({
      queryKey: playerKeys.accounts,
      // No abort signal: a fetch given up on would put back the accounts it started from, over a
      // newer `balance_changed`; every reading goes through `newestAccounts` instead.
      queryFn: () => fetchAccounts(locale),
      structuralSharing: (cached, incoming) =>
        newestAccounts(cached as Account[] | undefined, incoming as Account[]),
      staleTime: 30_000,
    }),
  transactions: (locale: string, page: number) =>
    queryOptions({
      queryKey: [...playerKeys.transactions, page],
      queryFn: ({ signal }) => fetchTransactions(locale, page, signal),
      placeholderData: keepPreviousData,
    }),
  phone: (locale: string) =>
    queryOptions({
      queryKey: playerKeys.phone,
      queryFn: ({ signal }) => fetchPhone(locale, signal),
    }),
  compPoints: (locale: string) =>
    queryOptions({
      queryKey: playerKeys.compPoints,
      queryFn: ({ signal }) => fetchCompPoints(locale, signal),
      staleTime: 60_000,
    }),
  statusGroups: (locale: string) =>
    queryOptions({
      queryKey: playerKeys.statusGroups,
      queryFn: ({ signal }) => fetchStatusGroups(locale, signal),
      staleTime: 60_000,
    }),
};

/** The account in the player's current currency. */
export function currentAccount(accounts: readonly Account[] | undefined): Account | undefined {
  return accounts?.find((account) => account.current) ?? accounts?.[0];
}
