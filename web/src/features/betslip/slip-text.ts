/** Stakes typed in and shown on the slip (bet type names: `lib/ticket/bet-names.ts`). Pure. */
import { digitsOf } from '@/lib/money';
import { minorToDecimalText } from '@/lib/ticket/placement';

/**
 * A typed stake in minor units: `10`, `10.5`, `10,50` (with 100 subunits → 1050); `undefined` when
 * it is not an amount or has more decimals than the currency; 0 for an empty field.
 */
export function parseStake(text: string, subunits: number): number | undefined {
  const clean = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (clean === '') return 0;
  const match = /^(\d{0,12})(?:\.(\d*))?$/.exec(clean);
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  const digits = digitsOf(subunits);
  if (fraction.length > digits || (whole === '' && fraction === '')) return undefined;
  return Number(whole || '0') * subunits + Number(fraction.padEnd(digits, '0') || '0');
}

/** A stake as the field shows it: `1050` → `10.50`, nothing for 0. */
export function stakeText(minor: number, subunits: number): string {
  return minor > 0 ? minorToDecimalText(minor, subunits) : '';
}
