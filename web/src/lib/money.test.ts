import { describe, expect, it } from 'vitest';
import { currencySubunits, displayUnit, formatMoney, normalizeAmountInput } from './money';

describe('formatMoney', () => {
  it('shows fiat minor units with two decimals and the code', () => {
    expect(formatMoney(5000, 'EUR', 100, 'en')).toBe('50.00\u00a0EUR');
    expect(formatMoney(5042, 'EUR', 100, 'sr')).toBe('50,42\u00a0EUR');
    expect(formatMoney(0, 'USD', 100, 'en')).toBe('0.00\u00a0USD');
  });
  it('groups thousands by the locale', () => {
    expect(formatMoney(123456789, 'RSD', 100, 'en')).toBe('1,234,567.89\u00a0RSD');
    expect(formatMoney(123456789, 'RSD', 100, 'sr')).toBe('1.234.567,89\u00a0RSD');
  });
  it('shows bitcoin below 100 mBTC in mBTC and above it in BTC', () => {
    expect(formatMoney(1_250_000, 'BTC', 100_000_000, 'en')).toBe('12.50\u00a0mBTC');
    expect(formatMoney(9_999_999, 'BTC', 100_000_000, 'en')).toBe('99.99999\u00a0mBTC');
    expect(formatMoney(10_000_000, 'BTC', 100_000_000, 'en')).toBe('0.10\u00a0BTC');
    expect(formatMoney(150_000_000, 'BTC', 100_000_000, 'en')).toBe('1.50\u00a0BTC');
    expect(formatMoney(12_345, 'BTC', 100_000_000, 'en')).toBe('0.12345\u00a0mBTC');
  });
  it('marks negative amounts with a minus sign', () => {
    expect(formatMoney(-1013, 'EUR', 100, 'en')).toBe('−10.13\u00a0EUR');
  });
});

describe('displayUnit', () => {
  it('picks the subcurrency only for currencies that have one', () => {
    expect(displayUnit(1, 'EUR', 100)).toEqual({ code: 'EUR', subunits: 100 });
    expect(displayUnit(1, 'BTC', 100_000_000)).toEqual({ code: 'mBTC', subunits: 100_000 });
  });
});

describe('normalizeAmountInput', () => {
  it('accepts a decimal comma and stray spaces', () => {
    expect(normalizeAmountInput(' 50,13 ')).toBe('50.13');
    expect(normalizeAmountInput('1 000.42')).toBe('1000.42');
  });
});

describe('currencySubunits', () => {
  it('knows the wallet currencies and assumes two decimals for any other', () => {
    expect(currencySubunits('EUR')).toBe(100);
    expect(currencySubunits('RSD')).toBe(100);
    expect(currencySubunits('BTC')).toBe(100_000_000);
    expect(currencySubunits('XYZ')).toBe(100);
  });
});
