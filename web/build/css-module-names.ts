import { relative } from 'node:path';
import type { CSSModulesOptions, Plugin } from 'vite';

/**
 * The build's CSS-module class names, written to `dist/.vite/css-modules.json` as
 * `{ "app/layout/header.module.css": { "header": "_header_1fvhg_1", … } }` (paths relative to
 * `src/`). The Rust server reads it to render the page's first paint — header and heading — with
 * the app's own classes, before any JavaScript runs.
 */
export function cssModuleNames(srcDir: string): { modules: CSSModulesOptions; plugin: Plugin } {
  const names = new Map<string, Record<string, string>>();
  return {
    modules: {
      getJSON(file, json) {
        names.set(relative(srcDir, file).split('\\').join('/'), json);
      },
    },
    plugin: {
      name: 'css-module-names',
      apply: 'build',
      generateBundle() {
        const sorted = Object.fromEntries([...names].sort(([a], [b]) => a.localeCompare(b)));
        this.emitFile({
          type: 'asset',
          fileName: '.vite/css-modules.json',
          source: `${JSON.stringify(sorted, null, 1)}\n`,
        });
      },
    },
  };
}
