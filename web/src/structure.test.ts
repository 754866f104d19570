// House-style rules that lint cannot see: kebab-case file names and no barrel files.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name: string) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const all = files(root).map((path) => path.slice(root.length));

describe('source tree', () => {
  it('names every file and folder in kebab-case', () => {
    for (const path of all) {
      for (const part of path.split('/')) {
        expect(part, path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/);
      }
    }
  });
  it('has no barrel files', () => {
    expect(all.filter((path) => /(^|\/)index\.tsx?$/.test(path))).toEqual([]);
  });
});
