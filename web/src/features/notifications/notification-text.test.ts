import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { PlayerNotification } from '@/api/types';
import betslipEn from '@/i18n/messages/betslip-en.json';
import betslipSr from '@/i18n/messages/betslip-sr.json';
import notificationsEn from '@/i18n/messages/notifications-en.json';
import notificationsSr from '@/i18n/messages/notifications-sr.json';
import { badgeText, bellLabel } from './bell-label';
import { messageText, notificationText } from './notification-text';

/** The real message files, one i18next instance per language, as the app merges them. */
function translator(language: 'sr' | 'en'): TFunction {
  const instance = i18next.createInstance();
  const bundles = language === 'sr' ? [notificationsSr, betslipSr] : [notificationsEn, betslipEn];
  void instance.init({
    lng: language,
    resources: { [language]: { translation: Object.assign({}, ...bundles) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}

const t = { sr: translator('sr'), en: translator('en') };

type Kind = PlayerNotification['kind'];

/** What the list shows for a notification: its sentence and, if any, the second one; NBSP as space. */
function words(language: 'sr' | 'en', kind: Kind | string, data: Record<string, unknown>): string {
  const notification = { kind: kind as Kind, data: data as PlayerNotification['data'] };
  const text = notificationText(notification, language, 'Europe/Belgrade');
  const parts = [text.title, ...(text.detail ? [text.detail] : [])].map((m) => messageText(t[language], m));
  return parts.join(' | ').replace(/\u00a0/g, ' ');
}

const bet = {
  bet_id: 123,
  ref: 'SB00000123',
  currency: 'EUR',
  stake: 1000,
  potential_win: 2500,
  reason: null,
};
const settled = (result: string, payout: number | null, status = 'done') => ({
  ...bet,
  status,
  result,
  payout,
});

describe('a notification in words', () => {
  it('says a bet was accepted, with its stake and potential win', () => {
    const data = { ...bet, status: 'waiting_results', result: 'no_results', payout: null };
    expect(words('sr', 'bet_accepted', data)).toBe(
      'Tiket SB00000123 je prihvaćen: ulog 10,00 EUR, mogući dobitak 25,00 EUR',
    );
    expect(words('en', 'bet_accepted', data)).toBe(
      'Bet SB00000123 accepted: stake 10.00 EUR, potential win 25.00 EUR',
    );
  });

  it('names a bet stored before notifications carried its reference by its id', () => {
    const data = { ...bet, ref: undefined, status: 'waiting_results', result: 'no_results', payout: null };
    expect(words('en', 'bet_accepted', data)).toBe(
      'Bet #123 accepted: stake 10.00 EUR, potential win 25.00 EUR',
    );
  });

  it('says a bet was refused after the live delay, with its reason when there is one', () => {
    const data = { ...bet, status: 'rejected', result: 'no_results', payout: null, reason: 'odds_changed' };
    expect(words('sr', 'bet_rejected', data)).toBe(
      'Tiket SB00000123 je odbijen posle odlaganja uživo, ulog 10,00 EUR je vraćen | Kvote su se promenile tokom odlaganja uživo.',
    );
    expect(words('en', 'bet_rejected', data)).toBe(
      'Bet SB00000123 refused after the live delay, stake 10.00 EUR returned | The odds changed during the live delay.',
    );
    expect(words('en', 'bet_rejected', { ...data, reason: null })).toBe(
      'Bet SB00000123 refused after the live delay, stake 10.00 EUR returned',
    );
    expect(words('sr', 'bet_rejected', { ...data, reason: 'something_new' })).toBe(
      'Tiket SB00000123 je odbijen posle odlaganja uživo, ulog 10,00 EUR je vraćen | Priređivač nije prihvatio tiket.',
    );
  });

  it('says how a settled bet ended, with what it paid', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        settled('win_entire', 1250),
        'Tiket SB00000123 je dobitan: isplata 12,50 EUR',
        'Bet SB00000123 won: 12.50 EUR paid',
      ],
      [
        settled('refund_half_win_other', 1750),
        'Tiket SB00000123 je polovično dobitan: isplata 17,50 EUR',
        'Bet SB00000123 half won: 17.50 EUR paid',
      ],
      [settled('lose_entire', 0), 'Tiket SB00000123 je gubitan', 'Bet SB00000123 lost'],
      [
        settled('refund_half_lose_other', 500),
        'Tiket SB00000123 je polovično gubitan: vraćeno 5,00 EUR',
        'Bet SB00000123 half lost: 5.00 EUR returned',
      ],
      [
        settled('refund_entire', 1000),
        'Tiketu SB00000123 je vraćen ulog: 10,00 EUR',
        'Bet SB00000123 refunded: 10.00 EUR returned',
      ],
      [
        settled('canceled', null, 'cancelled'),
        'Tiket SB00000123 je poništen: vraćeno 10,00 EUR',
        'Bet SB00000123 voided: 10.00 EUR returned',
      ],
      [
        settled('something_new', 800),
        'Tiket SB00000123 je obračunat: isplata 8,00 EUR',
        'Bet SB00000123 settled: 8.00 EUR paid',
      ],
    ];
    for (const [data, sr, en] of cases) {
      expect(words('sr', 'bet_settled', data)).toBe(sr);
      expect(words('en', 'bet_settled', data)).toBe(en);
    }
  });

  it('says whether a deposit went through, with its amount', () => {
    const deposit = (status: string) => ({ payment_id: 7, status, amount: 5000, currency: 'EUR' });
    expect(words('sr', 'deposit', deposit('success'))).toBe('Uplata 50,00 EUR je uspela');
    expect(words('en', 'deposit', deposit('success'))).toBe('Deposit of 50.00 EUR succeeded');
    expect(words('sr', 'deposit', deposit('error'))).toBe('Uplata 50,00 EUR nije uspela');
    expect(words('en', 'deposit', deposit('error'))).toBe('Deposit of 50.00 EUR failed');
    expect(words('sr', 'deposit', deposit('pending'))).toBe('Uplata 50,00 EUR je u obradi');
    expect(words('en', 'deposit', deposit('pending'))).toBe('Deposit of 50.00 EUR is pending');
    expect(words('en', 'deposit', deposit('refunded'))).toBe('Deposit of 50.00 EUR');
  });

  it('formats money in the currency’s own units', () => {
    const data = { payment_id: 8, status: 'success', amount: 1_250_000, currency: 'BTC' };
    expect(words('en', 'deposit', data)).toBe('Deposit of 12.50 mBTC succeeded');
    const rsd = { payment_id: 9, status: 'success', amount: 123_456_700, currency: 'RSD' };
    expect(words('sr', 'deposit', rsd)).toBe('Uplata 1.234.567,00 RSD je uspela');
  });

  it('says which limit was used up and when it renews, in the site’s zone', () => {
    const loss: Record<string, unknown> = {
      limit_type: 'loss',
      period: 'week',
      resets_at: '2026-11-29T23:00:00.000Z',
    };
    expect(words('sr', 'limit_reached', loss)).toBe(
      'Iskoristili ste nedeljni limit gubitka | Ponovo važi od 30. 11. 2026. 00:00.',
    );
    expect(words('en', 'limit_reached', loss)).toBe(
      'Your weekly loss limit is used up | It renews 30 Nov 2026, 00:00.',
    );
    const session = { limit_type: 'sportsbook_session', minutes: 45 };
    expect(words('en', 'limit_reached', session)).toBe('Your session reached your limit of 45 min and ended');
    expect(words('sr', 'limit_reached', { limit_type: 'loss', period: 'fortnight' })).toBe(
      'Iskoristili ste jedan od svojih limita',
    );
    const data = loss as PlayerNotification['data'];
    expect(notificationText({ kind: 'limit_reached', data }, 'en', 'UTC').to).toEqual({
      path: '/profile/limits',
    });
  });

  it('says when a maintenance window runs, in the site’s zone', () => {
    const window = { starts_at: '2026-12-01T01:00:00.000Z', ends_at: '2026-12-01T03:30:00.000Z' };
    expect(words('en', 'maintenance', window)).toBe(
      'Scheduled maintenance from 1 Dec 2026, 02:00 to 1 Dec 2026, 04:30: betting will be unavailable',
    );
    expect(words('sr', 'maintenance', window)).toBe(
      'Planirano održavanje od 1. 12. 2026. 02:00 do 1. 12. 2026. 04:30: klađenje neće biti dostupno',
    );
  });

  it('leads from a bet to the bets history and from a deposit to the transactions', () => {
    expect(notificationText({ kind: 'bet_settled', data: {} }, 'sr', 'UTC').to).toEqual({
      path: '/bets-history',
    });
    expect(notificationText({ kind: 'deposit', data: {} }, 'sr', 'UTC').to).toEqual({
      platform: 'transactions',
    });
  });

  it('still says something for a kind this app does not know yet', () => {
    expect(words('sr', 'cash_out', {})).toBe('Novo obaveštenje');
    expect(words('en', 'cash_out', {})).toBe('New notification');
    expect(notificationText({ kind: 'cash_out' as Kind, data: {} }, 'en', 'UTC').to).toBeNull();
  });
});

describe('the bell', () => {
  it('counts unread notifications in its name with the right plural in each language', () => {
    expect(bellLabel(t.sr, 0)).toBe('Obaveštenja');
    expect(bellLabel(t.sr, 1)).toBe('Obaveštenja, 1 nepročitano');
    expect(bellLabel(t.sr, 3)).toBe('Obaveštenja, 3 nepročitana');
    expect(bellLabel(t.sr, 5)).toBe('Obaveštenja, 5 nepročitanih');
    expect(bellLabel(t.sr, 12)).toBe('Obaveštenja, 12 nepročitanih');
    expect(bellLabel(t.sr, 21)).toBe('Obaveštenja, 21 nepročitano');
    expect(bellLabel(t.en, 0)).toBe('Notifications');
    expect(bellLabel(t.en, 1)).toBe('Notifications, 1 unread');
    expect(bellLabel(t.en, 3)).toBe('Notifications, 3 unread');
  });

  it('shows at most 99 on its badge, and says the same in its name', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(bellLabel(t.en, 250)).toBe('Notifications, 99+ unread');
  });
});
