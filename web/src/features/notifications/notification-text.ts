/**
 * What a notification says, from its kind and data (docs/decisions/023-notifications.md: the rows
 * are language-free, the client words them): a message key with its values — money through
 * `lib/money.ts` in the reader's locale, times in the site's zone — an optional second sentence
 * (why a bet was refused, when a used-up limit renews), and where the notification leads. Pure;
 * unknown kinds and missing fields still read as something.
 */
import type { TFunction } from 'i18next';
import type { PlayerNotification } from '@/api/types';
import { betState } from '@/lib/bet-state';
import { dateTimeFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/locales';
import { currencySubunits, formatMoney } from '@/lib/money';
import type { PlatformPage } from '@/lib/platform-links';

export type Message = {
  key: string;
  values?: Readonly<Record<string, string | number>>;
  /** Said instead when `key` has no text (a refusal reason this app does not know yet). */
  fallbackKey?: string;
};

export type NotificationText = {
  /** The sentence saying what happened. */
  title: Message;
  /** A second sentence: why a bet was refused, when the server said. */
  detail: Message | null;
  /**
   * Where it leads: the bets history for a bet, the platform's transactions page for a deposit,
   * the limits page for a used-up limit.
   */
  to: NotificationTarget | null;
};

/** An app page (under the sports base path) or one of the platform's (`lib/platform-links.ts`). */
export type NotificationTarget = { path: string } | { platform: PlatformPage };

const BETS_HISTORY: NotificationTarget = { path: '/bets-history' };
const TRANSACTIONS: NotificationTarget = { platform: 'transactions' };
const LIMITS: NotificationTarget = { path: '/profile/limits' };
const DEPOSIT_STATUSES = new Set(['success', 'error', 'pending']);
/** The limits with a period whose use a notification can report (decision 039). */
const PERIOD_LIMITS = new Set(['deposit', 'wager', 'loss', 'time', 'activity']);
const PERIODS = new Set(['day', 'week', 'month']);

type Data = Readonly<Record<string, unknown>>;

function text(data: Data, key: string): string | null {
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function amount(data: Data, key: string): number | null {
  const value = data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function betText(
  kind: PlayerNotification['kind'],
  data: Data,
  money: (minor: number | null) => string,
): NotificationText {
  // The bet's reference, as the receipt and My Bets show it; older notifications carry only the id.
  const ref = text(data, 'ref') ?? `#${amount(data, 'bet_id') ?? ''}`;
  const stake = money(amount(data, 'stake'));
  const to = BETS_HISTORY;
  if (kind === 'bet_accepted') {
    const potentialWin = money(amount(data, 'potential_win'));
    return {
      title: { key: 'notifications.bet.accepted', values: { ref, stake, potentialWin } },
      detail: null,
      to,
    };
  }
  if (kind === 'bet_rejected') {
    const reason = text(data, 'reason');
    const detail = reason ? { key: `bet.reason.${reason}`, fallbackKey: 'bet.reason.default' } : null;
    return { title: { key: 'notifications.bet.rejected', values: { ref, stake } }, detail, to };
  }
  const state = betState({ status: text(data, 'status') ?? '', result: text(data, 'result') ?? '' });
  // A voided or refunded bet without a stated payout got its stake back.
  const isRefund = state === 'cancelled' || state === 'refunded';
  const paid = amount(data, 'payout') ?? (isRefund ? amount(data, 'stake') : 0);
  const wording = state === 'submitted' || state === 'open' || state === 'rejected' ? 'settled' : state;
  return {
    title: { key: `notifications.bet.${wording}`, values: { ref, amount: money(paid) } },
    detail: null,
    to,
  };
}

/** A timestamp of the data as the site's clock shows it in `zone`; null when it has none. */
function siteTime(data: Data, key: string, locale: string, zone: string): string | null {
  const at = new Date(text(data, key) ?? '');
  return Number.isNaN(at.getTime()) ? null : dateTimeFormat(intlLocale(locale), zone).format(at);
}

/** A used-up limit: which one, and when it renews (in the site's `zone`). */
function limitText(data: Data, locale: string, zone: string): NotificationText {
  const type = text(data, 'limit_type') ?? '';
  const period = text(data, 'period') ?? '';
  const minutes = amount(data, 'minutes');
  const renews = siteTime(data, 'resets_at', locale, zone);
  const detail = renews ? { key: 'notifications.limit.resets', values: { time: renews } } : null;
  let title: Message = { key: 'notifications.limit.other' };
  if (PERIOD_LIMITS.has(type) && PERIODS.has(period))
    title = { key: `notifications.limit.${type}_${period}` };
  else if (type === 'sportsbook_session' && minutes !== null)
    title = { key: 'notifications.limit.sportsbook_session', values: { minutes } };
  return { title, detail, to: LIMITS };
}

/** The words of `notification` in `locale` (`sr`, `en`, …), its times in the site's `zone`. */
export function notificationText(
  notification: Pick<PlayerNotification, 'kind' | 'data'>,
  locale: string,
  zone: string,
): NotificationText {
  const data: Data =
    typeof notification.data === 'object' && notification.data !== null ? notification.data : {};
  const currency = text(data, 'currency') ?? '';
  const money = (minor: number | null) =>
    formatMoney(minor ?? 0, currency, currencySubunits(currency), locale);
  switch (notification.kind) {
    case 'bet_accepted':
    case 'bet_rejected':
    case 'bet_settled':
      return betText(notification.kind, data, money);
    case 'deposit': {
      const status = text(data, 'status') ?? '';
      const key = DEPOSIT_STATUSES.has(status) ? status : 'other';
      const values = { amount: money(amount(data, 'amount')) };
      return { title: { key: `notifications.deposit.${key}`, values }, detail: null, to: TRANSACTIONS };
    }
    case 'limit_reached':
      return limitText(data, locale, zone);
    case 'maintenance': {
      const time = (key: string) => siteTime(data, key, locale, zone) ?? '?';
      const values = { from: time('starts_at'), to: time('ends_at') };
      return { title: { key: 'notifications.maintenance', values }, detail: null, to: null };
    }
    default:
      return { title: { key: 'notifications.unknown' }, detail: null, to: null };
  }
}

/** A message as text: its key's, else its fallback's. */
export function messageText(t: TFunction, message: Message): string {
  const fallback = message.fallbackKey ? t(message.fallbackKey) : undefined;
  return t(message.key, { ...message.values, defaultValue: fallback });
}
