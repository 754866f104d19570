import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A price that moves flashes its odds cell (outcome-button.module.css): the label and the price
 * must still read at ≥ 4.5:1 on the flash's strongest background, in both themes, and so must a
 * selected cell's, at rest, under the pointer and flashing. axe sees a flash only when a price
 * happens to move during its check (and the light theme not at all), so it is computed here from
 * the sources.
 */
const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const button = readFileSync(new URL('./outcome-button.module.css', import.meta.url), 'utf8');

/** The custom properties of the block that `selector` opens in tokens.css: a colour or `var(--other)`. */
function theme(selector: string): Record<string, string> {
  const start = tokens.indexOf(`${selector} {`);
  const body = tokens.slice(start, tokens.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6}|var\(--[\w-]+\))\s*;/gi)].map((m) => [m[1], m[2]]),
  );
}

/** The custom property the rule of the button's stylesheet with `selector` (a line of its own) sets `property` from. */
function variableOf(selector: string, property: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = button.search(new RegExp(`^${escaped}\\s*[,{]`, 'm'));
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = button.slice(button.indexOf('{', start), button.indexOf('}', start));
  const variable = body.match(new RegExp(`${property}:\\s*var\\((--[\\w-]+)\\)`))?.[1];
  if (variable === undefined) throw new Error(`${selector} sets ${property} from no variable`);
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

const FLASHES = ['--color-odds-up', '--color-odds-down'];

/** Each kind of cell: the rules its flash's base and its texts' colours come from, and its states. */
const CELLS = {
  'a moving price': {
    base: '.outcome',
    label: '.down .label',
    price: '.down .price',
    flashes: FLASHES,
  },
  // One rule colours a selected cell's texts at rest and flashing; one sets its background, hovered or not.
  'a selected cell': {
    base: '.selected:hover:not(:disabled)',
    label: '.selected.down .label',
    price: '.selected.down .price',
    flashes: [undefined, ...FLASHES],
  },
};

describe.each(Object.entries(CELLS))('%s keeps its text readable', (_, cell) => {
  const share = Number(button.match(/color-mix\(in srgb, var\(--flash-color\) (\d+)%/)?.[1]) / 100;
  const baseVariable = variableOf(cell.base, '--flash-base');
  const labelVariable = variableOf(cell.label, 'color');
  const priceVariable = variableOf(cell.price, 'color');

  it.each([
    [':root', 'dark'],
    [":root[data-theme='light']", 'light'],
  ])('%s (%s theme)', (selector) => {
    const values: Record<string, string> = { ...theme(':root'), ...theme(selector) };
    const colour = (name: string): Rgb => {
      const value = values[name];
      if (value === undefined) throw new Error(`${name} is not a colour of tokens.css`);
      const alias = value.match(/^var\((--[\w-]+)\)$/)?.[1];
      return alias === undefined ? rgb(value) : colour(alias);
    };
    expect(share).toBeGreaterThan(0);
    const base = colour(baseVariable);
    for (const flash of cell.flashes) {
      const tint = flash === undefined ? base : colour(flash);
      const background = base.map((c, i) => Math.round((tint[i] ?? 0) * share + c * (1 - share))) as Rgb;
      const text = (variable: string) => colour(variable === '--flash-color' ? (flash ?? '') : variable);
      const state = flash ?? 'at rest';
      expect(contrast(text(labelVariable), background), `label, ${state}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text(priceVariable), background), `price, ${state}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
