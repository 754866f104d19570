import { describe, expect, it } from 'vitest';
import {
  formatOdds,
  formatRatio,
  isOddsFormat,
  ODDS_FORMATS,
  oddsFromDecimal,
  parseOdds,
  toAmerican,
  toBritish,
  toEuropean,
  toHongKong,
  toIndonesian,
  toMalaysian,
  toPercent,
} from './odds';

describe('oddsFromDecimal', () => {
  it('reads wire decimals into integer thousandths without float drift', () => {
    expect(oddsFromDecimal(1.25)).toBe(1250);
    expect(oddsFromDecimal(2.2)).toBe(2200);
    expect(oddsFromDecimal(1.1)).toBe(1100);
    expect(oddsFromDecimal(1.847)).toBe(1847);
  });
  it('refuses missing and impossible odds', () => {
    expect(oddsFromDecimal(null)).toBeUndefined();
    expect(oddsFromDecimal(undefined)).toBeUndefined();
    expect(oddsFromDecimal(1)).toBeUndefined();
    expect(oddsFromDecimal(Number.NaN)).toBeUndefined();
  });
});

describe('formatRatio', () => {
  it('rounds half away from zero', () => {
    expect(formatRatio(1005, 1000, 2)).toBe('1.01');
    expect(formatRatio(-1005, 1000, 2)).toBe('-1.01');
    expect(formatRatio(2, 3, 2)).toBe('0.67');
    expect(formatRatio(1, 3, 0)).toBe('0');
  });
});

// Published conversion table rows: decimal, fractional, Hong Kong, American, Indonesian, Malaysian, percent.
const TABLE: ReadonlyArray<[number, string, string, string, string, string, string, string]> = [
  [1100, '1.10', '1/10', '0.10', '-1000', '-10.00', '0.10', '90.9%'],
  [1250, '1.25', '1/4', '0.25', '-400', '-4.00', '0.25', '80.0%'],
  [1500, '1.50', '1/2', '0.50', '-200', '-2.00', '0.50', '66.7%'],
  [1800, '1.80', '4/5', '0.80', '-125', '-1.25', '0.80', '55.6%'],
  [1910, '1.91', '10/11', '0.91', '-110', '-1.10', '0.91', '52.4%'],
  [2000, '2.00', '1/1', '1.00', '+100', '+1.00', '1.00', '50.0%'],
  [2200, '2.20', '6/5', '1.20', '+120', '+1.20', '-0.83', '45.5%'],
  [2500, '2.50', '6/4', '1.50', '+150', '+1.50', '-0.67', '40.0%'],
  [3000, '3.00', '2/1', '2.00', '+200', '+2.00', '-0.50', '33.3%'],
  [6000, '6.00', '5/1', '5.00', '+500', '+5.00', '-0.20', '16.7%'],
  [11000, '11.00', '10/1', '10.00', '+1000', '+10.00', '-0.10', '9.1%'],
];

describe.each(TABLE)(
  'decimal %i',
  (odds, european, british, hongkong, american, indonesian, malaysian, percent) => {
    it('formats as european', () => expect(toEuropean(odds)).toBe(european));
    it('formats as british', () => expect(toBritish(odds)).toBe(british));
    it('formats as hongkong', () => expect(toHongKong(odds)).toBe(hongkong));
    it('formats as american', () => expect(toAmerican(odds)).toBe(american));
    it('formats as indonesian', () => expect(toIndonesian(odds)).toBe(indonesian));
    it('formats as malaysian', () => expect(toMalaysian(odds)).toBe(malaysian));
    it('formats as percent', () => expect(toPercent(odds)).toBe(percent));
  },
);

describe('the issue examples', () => {
  it('decimal 1.25 is American −400, Indonesian −4.00, Malay 0.25', () => {
    expect(toAmerican(1250)).toBe('-400');
    expect(toIndonesian(1250)).toBe('-4.00');
    expect(toMalaysian(1250)).toBe('0.25');
  });
  it('decimal 2.20 is Indonesian +1.20', () => {
    expect(toIndonesian(2200)).toBe('+1.20');
  });
  it('Malay −0.20 and decimal 6.00 convert both ways', () => {
    expect(parseOdds('-0.20', 'malaysian')).toBe(6000);
    expect(toMalaysian(6000)).toBe('-0.20');
  });
  it('American −200 and decimal 1.50 convert both ways', () => {
    expect(parseOdds('-200', 'american')).toBe(1500);
    expect(toAmerican(1500)).toBe('-200');
  });
});

describe('American odds', () => {
  it('are negative below 2.00 and positive from 2.00', () => {
    for (let odds = 1010; odds < 2000; odds += 7) expect(toAmerican(odds).startsWith('-')).toBe(true);
    for (let odds = 2000; odds < 20000; odds += 97) expect(toAmerican(odds).startsWith('+')).toBe(true);
  });
});

describe('British odds', () => {
  it('use the exact fraction when its denominator is small', () => {
    expect(toBritish(1900)).toBe('9/10');
    expect(toBritish(3500)).toBe('5/2');
    expect(toBritish(1200)).toBe('1/5');
  });
  it('use a traditional ladder fraction when one is within 1%', () => {
    expect(toBritish(1667)).toBe('4/6');
    expect(toBritish(1620)).toBe('8/13');
    expect(toBritish(1360)).toBe('4/11');
    expect(toBritish(3130)).toBe('85/40');
    expect(toBritish(34000)).toBe('33/1');
  });
  it('fall back to the closest small fraction when no ladder step is close', () => {
    expect(toBritish(1870)).toBe('13/15');
  });
});

describe('parseOdds', () => {
  it.each([
    ['1.25', 'european', 1250],
    ['1/4', 'british', 1250],
    ['6/5', 'british', 2200],
    ['0.25', 'hongkong', 1250],
    ['+120', 'american', 2200],
    ['-400', 'american', 1250],
    ['+100', 'american', 2000],
    ['-4.00', 'indonesian', 1250],
    ['+1.20', 'indonesian', 2200],
    ['0.25', 'malaysian', 1250],
    ['-0.50', 'malaysian', 3000],
    ['50%', 'percent', 2000],
  ] as const)('reads %s (%s) as %i', (text, format, odds) => {
    expect(parseOdds(text, format)).toBe(odds);
  });

  it.each(ODDS_FORMATS.filter((format) => format !== 'british' && format !== 'percent'))(
    'reads back every displayed %s price as the same displayed price',
    (format) => {
      for (let odds = 1010; odds <= 10000; odds += 10) {
        const shown = formatOdds(odds, format);
        expect(formatOdds(parseOdds(shown, format), format), `${odds}`).toBe(shown);
      }
    },
  );
});

describe('isOddsFormat', () => {
  it('accepts the seven formats and nothing else', () => {
    expect(ODDS_FORMATS).toHaveLength(7);
    for (const format of ODDS_FORMATS) expect(isOddsFormat(format)).toBe(true);
    expect(isOddsFormat('decimal')).toBe(false);
    expect(isOddsFormat(null)).toBe(false);
  });
});
