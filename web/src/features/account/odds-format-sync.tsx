import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { settingsQueries, useSaveSettings } from '@/api/settings';
import { useLocale } from '@/i18n/locale-context';
import { isOddsFormat } from '@/lib/odds';
import { oddsFormatStore } from '@/preferences/odds-format';

/**
 * Keeps the odds format (local storage `odds_type`) in step with a signed-in player's settings
 * (decision 040): once their settings are in, the format saved there is taken; from then on a
 * format the player picks is saved there too. Keyed by the player, so the next one starts afresh.
 */
export function OddsFormatSync({ playerId }: { playerId: number }) {
  const locale = useLocale();
  const save = useSaveSettings(locale);
  const saved = useQuery(settingsQueries.of(locale, playerId)).data?.odds_types.selected;
  const isTaken = useRef(false);

  useEffect(() => {
    if (isTaken.current || saved === undefined) return;
    // Taken before saves start: the server's own format is not sent back to it.
    if (isOddsFormat(saved)) oddsFormatStore.set(saved);
    isTaken.current = true;
  }, [saved]);

  useEffect(
    () =>
      oddsFormatStore.subscribe(() => {
        if (isTaken.current) save({ odds_type: oddsFormatStore.get() });
      }),
    [save],
  );
  return null;
}
