/**
 * Money for display (docs/product.md#money, house rule 2): integer minor units + the currency's subunits, never
 * floats. BTC is shown in mBTC below 100 mBTC (a subcurrency is chosen when the amount is below
 * 100 times its subunits). Pure.
 */

/** Smaller display units per currency, as the server's `GET /currencies` lists them. */
const SUBCURRENCIES: Readonly<Record<string, readonly { code: string; subunits: number }[]>> = {
  BTC: [{ code: 'mBTC', subunits: 100_000 }],
};

export type MoneyUnit = { code: string; subunits: number };

/** Minor units in one unit of each currency the wallet holds, as `GET /currencies` lists them. */
const SUBUNITS: Readonly<Record<string, number>> = { EUR: 100, USD: 100, RSD: 100, BTC: 100_000_000 };

/**
 * Minor units in one unit of `currency`, for amounts that come without them (a notification's
 * data); two decimals for a currency this list does not know yet.
 */
export function currencySubunits(currency: string): number {
  return SUBUNITS[currency] ?? 100;
}

/** The unit `minor` is shown in: the first subcurrency it is below 100 of, else the currency. */
export function displayUnit(minor: number, currency: string, subunits: number): MoneyUnit {
  const sub = (SUBCURRENCIES[currency] ?? []).find((unit) => Math.abs(minor) < 100 * unit.subunits);
  return sub ?? { code: currency, subunits };
}

type Separators = { group: string; decimal: string };

/** Per locale, once: a new `Intl.NumberFormat` costs about a millisecond, and a slip shows several amounts. */
const separatorsByLocale = new Map<string, Separators>();

function separators(locale: string): Separators {
  let known = separatorsByLocale.get(locale);
  if (!known) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    known = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorsByLocale.set(locale, known);
  }
  return known;
}

/** Builds the locale's number format ahead of the first amount: the first one costs ~5 ms (20 ms on a slow phone). */
export function prepareMoneyFormat(locale: string): void {
  separators(locale);
}

/** Decimal places of a currency unit: 100 subunits → 2, 1 → 0. */
export function digitsOf(subunits: number): number {
  return Math.max(0, Math.round(Math.log10(subunits)));
}

/**
 * `5000, EUR, 100` → `50.00 EUR` (`50,00 EUR` in sr). Fiat keeps all its decimals; other units
 * keep at least two and drop further trailing zeros (`12.5 mBTC` → `12.50 mBTC`).
 */
export function formatMoney(minor: number, currency: string, subunits: number, locale: string): string {
  const unit = displayUnit(minor, currency, subunits);
  const { group, decimal } = separators(locale);
  const digits = digitsOf(unit.subunits);
  const absolute = Math.abs(Math.trunc(minor));
  const whole = Math.floor(absolute / unit.subunits);
  let fraction = String(absolute % unit.subunits).padStart(digits, '0');
  if (unit.code !== currency || digits > 2) fraction = fraction.replace(/0+$/, '').padEnd(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = minor < 0 ? '−' : '';
  const number = digits === 0 ? grouped : `${grouped}${decimal}${fraction}`;
  return `${sign}${number}\u00a0${unit.code}`;
}

/** What the user typed as an amount, as the API expects it: trimmed, decimal comma → point. */
export function normalizeAmountInput(text: string): string {
  return text.trim().replace(/\s+/g, '').replace(',', '.');
}
