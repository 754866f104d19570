/** The chosen odds format, remembered in local storage under `odds_type` (docs/product.md#odds-formats). */
import { useCallback } from 'react';
import { DEFAULT_ODDS_FORMAT, formatOdds, isOddsFormat, type OddsFormat, type OddsMilli } from '@/lib/odds';
import { createStoredValue, localStore, useStoredValue } from './stored-value';

export const ODDS_FORMAT_STORAGE_KEY = 'odds_type';

export const oddsFormatStore = createStoredValue<OddsFormat>(localStore, ODDS_FORMAT_STORAGE_KEY, (raw) =>
  isOddsFormat(raw) ? raw : DEFAULT_ODDS_FORMAT,
);

export function useOddsFormat(): OddsFormat {
  return useStoredValue(oddsFormatStore);
}

/** Formats odds in the chosen format; re-renders the caller when the format changes. */
export function useFormatOdds(): (odds: OddsMilli) => string {
  const format = useOddsFormat();
  return useCallback((odds: OddsMilli) => formatOdds(odds, format), [format]);
}
