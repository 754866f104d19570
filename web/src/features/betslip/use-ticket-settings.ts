/**
 * The sportsbook settings the slip needs (accept mode, multi-single per provider, stake presets):
 * the visitor's settings (a signed-in player's own, decision 040) into the ticket; the accept mode is saved with
 * `POST /api/sb/settings {auto_accept_odds_change}` for a signed-in player. The stake currency is
 * the signed-in player's current account (`GET /player/accounts`).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentAccount, playerQueries } from '@/api/player';
import { useAuthStatus } from '@/api/session';
import { useSaveSettings, useSettings } from '@/api/settings';
import { useLocale } from '@/i18n/locale-context';
import { ticketSettings } from '@/lib/ticket/settings';
import type { OddsAcceptMode } from '@/lib/ticket/types';
import { ticketStore } from '@/ticket/ticket-store';

export function useTicketSettings(): void {
  const locale = useLocale();
  const data = useSettings(locale);
  const isSignedIn = useAuthStatus() === 'LOGGED_IN';
  const accounts = useQuery({ ...playerQueries.accounts(locale), enabled: isSignedIn });
  const account = isSignedIn ? currentAccount(accounts.data) : undefined;
  useEffect(() => {
    if (data) ticketStore.dispatch({ type: 'settingsChanged', settings: ticketSettings(data) });
  }, [data]);
  useEffect(() => {
    if (account) {
      ticketStore.dispatch({
        type: 'currencyChanged',
        currency: account.currency,
        subunits: account.subunits,
      });
    }
  }, [account]);
}

/** Changes the accept mode at once; saves it when signed in (a failure keeps the local choice). */
export function useSaveAcceptMode(): (mode: OddsAcceptMode) => void {
  const locale = useLocale();
  const auth = useAuthStatus();
  const save = useSaveSettings(locale);
  return (mode) => {
    const { settings } = ticketStore.getState();
    ticketStore.dispatch({ type: 'settingsChanged', settings: { ...settings, oddsAcceptMode: mode } });
    if (auth === 'LOGGED_IN') save({ auto_accept_odds_change: mode });
  };
}
