/**
 * The sportsbook settings the slip needs (accept mode, multi-single per provider, stake presets):
 * read with `GET /api/sb/settings` into the ticket; the accept mode is saved with
 * `POST /api/sb/settings {auto_accept_odds_change}` for a signed-in player. The stake currency is
 * the signed-in player's current account (`GET /player/accounts`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentAccount, playerQueries } from '@/api/player';
import { useAuthStatus } from '@/api/session';
import { saveSettings, settingsQueries } from '@/api/settings';
import { useLocale } from '@/i18n/locale-context';
import { ticketSettings } from '@/lib/ticket/settings';
import type { OddsAcceptMode } from '@/lib/ticket/types';
import { ticketStore } from '@/ticket/ticket-store';

export function useTicketSettings(): void {
  const locale = useLocale();
  const { data } = useQuery(settingsQueries.current(locale));
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
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (mode: OddsAcceptMode) => saveSettings(locale, { auto_accept_odds_change: mode }),
    onSuccess: (settings) => client.setQueryData(settingsQueries.current(locale).queryKey, settings),
  });
  return (mode) => {
    const { settings } = ticketStore.getState();
    ticketStore.dispatch({ type: 'settingsChanged', settings: { ...settings, oddsAcceptMode: mode } });
    if (auth === 'LOGGED_IN') mutation.mutate(mode);
  };
}
