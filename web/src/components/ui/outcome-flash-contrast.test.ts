import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A price that moves flashes its odds cell (outcome-button.module.css): the label and the price
 * must still read at ≥ 4.5:1 on the flash's strongest background, in both themes. axe sees this
 * only when a price happens to move during its check, so it is computed here from the sources.
 */
const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const button = readFileSync(new URL('./outcome-button.module.css', import.meta.url), 'utf8');

/** The custom properties of the block that `selector` opens in tokens.css. */
function theme(selector: string): Record<string, string> {
  const start = tokens.indexOf(`${selector} {`);
  const body = tokens.slice(start, tokens.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]]),
  );
}

/** The custom property a rule of the button's stylesheet sets `property` from. */
function variableOf(rule: string, property: string): string {
  const start = button.indexOf(`${rule} {`);
  expect(start, rule).toBeGreaterThanOrEqual(0);
  const body = button.slice(start, button.indexOf('}', start));
  const variable = body.match(new RegExp(`${property}:\\s*var\\((--[\\w-]+)\\)`))?.[1];
  if (variable === undefined) throw new Error(`${rule} sets ${property} from no variable`);
  return variable;
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const x = c / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe('a moving price keeps its text readable under the flash', () => {
  const share = Number(button.match(/color-mix\(in srgb, var\(--flash-color\) (\d+)%/)?.[1]) / 100;
  const labelVariable = variableOf('.down .label', 'color');
  const priceVariable = variableOf('.down .price', 'color');

  it.each([
    [':root', 'dark'],
    [":root[data-theme='light']", 'light'],
  ])('%s (%s theme)', (selector) => {
    const colours: Record<string, string> = { ...theme(':root'), ...theme(selector) };
    const colour = (name: string): Rgb => {
      const value = colours[name];
      if (value === undefined) throw new Error(`${name} is not a colour of tokens.css`);
      return rgb(value);
    };
    expect(share).toBeGreaterThan(0);
    for (const flash of ['--color-odds-up', '--color-odds-down']) {
      const base = colour('--color-odds-bg');
      const tint = colour(flash);
      const background = base.map((c, i) => Math.round((tint[i] ?? 0) * share + c * (1 - share))) as Rgb;
      const text = (variable: string) => colour(variable === '--flash-color' ? flash : variable);
      expect(contrast(text(labelVariable), background), `label under ${flash}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text(priceVariable), background), `price under ${flash}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
