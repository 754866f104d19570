import { describe, expect, it } from 'vitest';
import { crestHue } from './team-crest';

/** WCAG relative luminance of an sRGB channel (0–1). */
function channel(value: number): number {
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The crest's background (hsl(hue 55% 26%)) as WCAG luminance. */
function luminance(hue: number): number {
  const s = 0.55;
  const l = 0.26;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return 0.2126 * channel(f(0)) + 0.7152 * channel(f(8)) + 0.0722 * channel(f(4));
}

describe('team crests', () => {
  it('give a name the same colour every time and different names different colours', () => {
    expect(crestHue('Crvena zvezda')).toBe(crestHue('Crvena zvezda'));
    expect(crestHue('Crvena zvezda')).not.toBe(crestHue('Partizan'));
    expect(crestHue('Čukarički')).toBeGreaterThanOrEqual(0);
    expect(crestHue('Čukarički')).toBeLessThan(360);
  });

  it('keep white initials at 4.5:1 or more on every hue', () => {
    for (let hue = 0; hue < 360; hue += 1) {
      expect((1 + 0.05) / (luminance(hue) + 0.05), `hue ${hue}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
